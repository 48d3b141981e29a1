import { useSuspenseQuery } from '@tanstack/react-query';
import { reportQuery } from '../api';
import { markReportReady } from '../report-ready';
import { REPORT_STRINGS as R } from '../strings';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import { AuditWeights } from './audit-weights';
import { BrandingPanel } from './branding-panel';
import { CategoryScores } from './category-scores';
import { PageFindings, SiteFindings } from './findings-by-category';
import { DomainHistory } from './history';
import { ReportActions } from './report-actions';
import { ReportViewLinks } from './report-view-links';
import { accentStyle, ReportHeader } from './report-header';
import { ResourceList } from './resource-list';
import { SharePanel } from './share-panel';
import { WcagBreakdown } from './wcag-breakdown';
import { WhatChanged } from './what-changed';

type ComprehensiveView = 'comprehensive' | 'comprehensive-whitelabel';

const PATHS: Record<ComprehensiveView, string> = { comprehensive: '/comprehensive-report', 'comprehensive-whitelabel': '/comprehensive-report-whitelabel' };

/**
 * The comprehensive report, plain or white-label: scores, what changed, every finding per page next
 * to its annotated screenshots, site-wide findings, the WCAG breakdown and the resources.
 */
export function ComprehensiveReport({ syntheticId, token, view }: { syntheticId: string; token?: string; view: ComprehensiveView }) {
  const options = reportQuery(syntheticId, token, view);
  const { analysis, report, owner, branding, changes, assetToken, entitlements } = useSuspenseQuery(options).data;
  const whitelabel = view === 'comprehensive-whitelabel';
  const reportPath = PATHS[view];
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 print:max-w-none print:space-y-6 print:px-0 print:py-0" style={whitelabel ? accentStyle(branding) : undefined}>
      <article ref={markReportReady} className="space-y-10 print:space-y-6" data-testid="comprehensive-report">
        <ReportHeader
          eyebrow={whitelabel ? S.whitelabelTitle : owner ? S.title : R.sharedBy}
          domain={analysis.domain}
          finishedAt={analysis.finishedAt ?? report.finishedAt}
          pages={report.pages.length}
          branding={whitelabel ? branding : undefined}
          actions={<ReportActions syntheticId={syntheticId} token={token} view={view} domain={analysis.domain} owner={owner} />}
          views={whitelabel ? undefined : <ReportViewLinks syntheticId={syntheticId} token={token} current="comprehensive" owner={owner} entitlements={entitlements} className="mt-3" />}
        />
        <CategoryScores report={report} />
        <WhatChanged changes={changes} domain={analysis.domain} previousPath={owner && changes ? `${reportPath}/${changes.previous.syntheticId}` : null} />
        <section aria-labelledby="findings-heading" className="space-y-8">
          <div>
            <h2 id="findings-heading" className="text-xl font-semibold text-primary">
              {S.findingsHeading}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{S.findingsLead}</p>
            <p className="mt-1 text-sm text-muted-foreground">{R.pageScoresNote}</p>
          </div>
          <div className="space-y-12">
            {report.pages.map((page) => (
              <PageFindings key={page.url} page={page} syntheticId={syntheticId} assetToken={assetToken} />
            ))}
          </div>
          <SiteFindings findings={report.siteFindings ?? []} />
        </section>
        <WcagBreakdown report={report} />
        <ResourceList report={report} />
        <AuditWeights report={report} />
      </article>
      {owner && whitelabel && <BrandingPanel hasAccount={branding !== null} reportQueryKey={options.queryKey} />}
      {owner && <SharePanel syntheticId={syntheticId} view={view} />}
      {owner && <DomainHistory domain={analysis.domain} syntheticId={syntheticId} reportPath={reportPath} />}
    </div>
  );
}
