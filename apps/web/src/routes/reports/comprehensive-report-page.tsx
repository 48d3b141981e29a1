import { useParams } from 'react-router';
import { ComprehensiveReport } from '../../features/reports/components/comprehensive-report';
import { ReportList } from '../../features/reports/components/report-list';
import { ReportRouteError } from '../../features/reports/components/report-route-error';
import { REPORT_STRINGS as R } from '../../features/reports/strings';
import { COMPREHENSIVE_STRINGS as S } from '../../features/reports/strings-comprehensive';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The report this path names, if any; the tab title says which (report or list). */
function useReportId() {
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  useDocumentTitle(reportId ? S.title : R.listTitle);
  return { reportId, token };
}

/** /comprehensive-report, /comprehensive-report/{id} and the shared /comprehensive-report/{syntheticId}/{token}. */
export function ComprehensiveReportPage() {
  const { reportId, token } = useReportId();
  if (!reportId) return <ReportList reportPath="/comprehensive-report" />;
  return <ComprehensiveReport syntheticId={reportId} token={token} view="comprehensive" />;
}

export function ComprehensiveReportError() {
  useReportId();
  return <ReportRouteError view="comprehensive" />;
}
