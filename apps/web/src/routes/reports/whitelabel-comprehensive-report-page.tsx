import { useParams } from 'react-router';
import { ComprehensiveReport } from '../../features/reports/components/comprehensive-report';
import { ReportList } from '../../features/reports/components/report-list';
import { REPORT_STRINGS as R } from '../../features/reports/strings';
import { COMPREHENSIVE_STRINGS as S } from '../../features/reports/strings-comprehensive';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /comprehensive-report-whitelabel[/{id}] and its share link: the comprehensive report under the
 * agency's branding. The layout renders these paths in a bare frame, without our header or footer.
 */
export function WhitelabelComprehensiveReportPage() {
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  useDocumentTitle(reportId ? S.whitelabelTitle : R.listTitle, { brand: false });
  if (!reportId) return <ReportList reportPath="/comprehensive-report-whitelabel" />;
  return <ComprehensiveReport syntheticId={reportId} token={token} view="comprehensive-whitelabel" />;
}
