import { useParams } from 'react-router';
import { ComprehensiveReport } from '../../features/reports/components/comprehensive-report';
import { ReportList } from '../../features/reports/components/report-list';
import { ReportRouteError } from '../../features/reports/components/report-route-error';
import { REPORT_STRINGS as R } from '../../features/reports/strings';
import { COMPREHENSIVE_STRINGS as S } from '../../features/reports/strings-comprehensive';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The report this path names, if any; the tab title says which, without our name. */
function useReportId() {
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  useDocumentTitle(reportId ? S.whitelabelTitle : R.listTitle, { brand: false });
  return { reportId, token };
}

/**
 * /comprehensive-report-whitelabel[/{id}] and its share link: the comprehensive report under the
 * agency's branding. The layout renders these paths in a bare frame, without our header or footer.
 */
export function WhitelabelComprehensiveReportPage() {
  const { reportId, token } = useReportId();
  if (!reportId) return <ReportList reportPath="/comprehensive-report-whitelabel" />;
  return <ComprehensiveReport syntheticId={reportId} token={token} view="comprehensive-whitelabel" />;
}

export function WhitelabelComprehensiveReportError() {
  useReportId();
  return <ReportRouteError view="comprehensive-whitelabel" />;
}
