import { useParams } from 'react-router';
import { ComprehensiveReport } from '../../features/reports/components/comprehensive-report';
import { ReportList } from '../../features/reports/components/report-list';
import { REPORT_STRINGS as R } from '../../features/reports/strings';
import { COMPREHENSIVE_STRINGS as S } from '../../features/reports/strings-comprehensive';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /comprehensive-report, /comprehensive-report/{id} and the shared /comprehensive-report/{syntheticId}/{token}. */
export function ComprehensiveReportPage() {
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  useDocumentTitle(reportId ? S.title : R.listTitle);
  if (!reportId) return <ReportList reportPath="/comprehensive-report" />;
  return <ComprehensiveReport syntheticId={reportId} token={token} view="comprehensive" />;
}
