import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { reportQuery } from '../../features/reports/api';
import { AuditWeights } from '../../features/reports/components/audit-weights';
import { BrandingPanel } from '../../features/reports/components/branding-panel';
import { CategoryScores } from '../../features/reports/components/category-scores';
import { CoreWebVitals } from '../../features/reports/components/core-web-vitals';
import { DomainHistory } from '../../features/reports/components/history';
import { ReportActions } from '../../features/reports/components/report-actions';
import { accentStyle, ReportHeader } from '../../features/reports/components/report-header';
import { ReportList } from '../../features/reports/components/report-list';
import { ReportRouteError } from '../../features/reports/components/report-route-error';
import { Screenshots } from '../../features/reports/components/screenshots';
import { TopFixes } from '../../features/reports/components/top-fixes';
import { markReportReady } from '../../features/reports/report-ready';
import { REPORT_STRINGS as R } from '../../features/reports/strings';
import { COMPREHENSIVE_STRINGS as S } from '../../features/reports/strings-comprehensive';
import { useDocumentTitle } from '../../lib/use-document-title';

const VIEW = 'standard-whitelabel';
const PATH = '/standard-report-whitelabel';

/**
 * /standard-report-whitelabel[/{id}]: the free summary under the agency's branding, in the layout's
 * bare frame. This view has no share links (the contract shares standard and comprehensive ones).
 */
export function WhitelabelStandardReportPage() {
  const id = useReportId();
  if (!id) return <ReportList reportPath={PATH} />;
  return <WhitelabelStandardReport syntheticId={id} />;
}

export function WhitelabelStandardReportError() {
  useReportId();
  return <ReportRouteError view={VIEW} />;
}

/** The report this path names, if any; the tab title says which, without our name. */
function useReportId() {
  const { id } = useParams();
  useDocumentTitle(id ? S.standardWhitelabelTitle : R.listTitle, { brand: false });
  return id;
}

function WhitelabelStandardReport({ syntheticId }: { syntheticId: string }) {
  const options = reportQuery(syntheticId, undefined, VIEW);
  const { analysis, report, owner, branding, assetToken } = useSuspenseQuery(options).data;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6 print:max-w-none print:space-y-6 print:px-0 print:py-0" style={accentStyle(branding)}>
      <article ref={markReportReady} className="space-y-10 print:space-y-6" data-testid="standard-whitelabel-report">
        <ReportHeader
          eyebrow={S.standardWhitelabelTitle}
          domain={analysis.domain}
          finishedAt={analysis.finishedAt ?? report.finishedAt}
          pages={report.pages.length}
          branding={branding}
          actions={<ReportActions syntheticId={syntheticId} view={VIEW} domain={analysis.domain} owner={owner} />}
        />
        <CategoryScores report={report} />
        {report.pages.some((page) => page.error) && (
          <ul className="space-y-1 text-sm text-amber-800">
            {report.pages
              .filter((page) => page.error)
              .map((page) => (
                <li key={page.url}>{R.pageError(`${page.url}: ${page.error}`)}</li>
              ))}
          </ul>
        )}
        <CoreWebVitals report={report} />
        <TopFixes report={report} syntheticId={syntheticId} assetToken={assetToken} />
        <Screenshots report={report} syntheticId={syntheticId} assetToken={assetToken} />
        <AuditWeights report={report} />
      </article>
      {owner && <BrandingPanel hasAccount={branding !== null} reportQueryKey={options.queryKey} />}
      {owner && <DomainHistory domain={analysis.domain} syntheticId={syntheticId} reportPath={PATH} />}
    </div>
  );
}
