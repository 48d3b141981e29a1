import { DEVICE_VIEWPORTS } from '@sightline/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { reportQuery, screenshotUrl } from '../../features/reports/api';
import { CATEGORY_ORDER, singleDevice } from '../../features/reports/comprehensive';
import { categoriesOf, filterAudits, OUTCOME_ORDER, outcomeCounts, pageMetrics, type AuditFilter } from '../../features/reports/detailed';
import { FindingCard } from '../../features/reports/components/finding-card';
import { UnmeasuredNotes } from '../../features/reports/components/findings-by-category';
import { OUTCOME_COLOURS } from '../../features/reports/components/outcome-badge';
import { ReportActions } from '../../features/reports/components/report-actions';
import { ReportList } from '../../features/reports/components/report-list';
import { ReportRouteError } from '../../features/reports/components/report-route-error';
import { ReportViewLinks } from '../../features/reports/components/report-view-links';
import { listedCategories } from '../../features/reports/report-format';
import { markReportReady } from '../../features/reports/report-ready';
import { REPORT_STRINGS } from '../../features/reports/strings';
import { DETAILED_STRINGS as S } from '../../features/reports/strings-detailed';
import type { Finding, Outcome, PageReport, Report } from '../../features/reports/types';
import { cn } from '../../lib/utils';
import { useDocumentTitle } from '../../lib/use-document-title';

const categoryName = (category: string) => REPORT_STRINGS.categories[category] ?? category;

/** The report this path names, if any; the tab title says which (report or list). */
function useReportId() {
  const { id } = useParams();
  useDocumentTitle(id ? S.title : REPORT_STRINGS.listTitle);
  return id;
}

/** /detailed-report (the list) and /detailed-report/{id}. */
export function DetailedReportPage() {
  const id = useReportId();
  if (!id) return <ReportList reportPath="/detailed-report" />;
  return <DetailedReport syntheticId={id} />;
}

export function DetailedReportError() {
  useReportId();
  return <ReportRouteError view="detailed" />;
}

function DetailedReport({ syntheticId }: { syntheticId: string }) {
  const { analysis, report, owner, assetToken, entitlements } = useSuspenseQuery(reportQuery(syntheticId, undefined, 'detailed')).data;
  return (
    <DetailedReportBody
      syntheticId={syntheticId}
      domain={analysis.domain}
      finishedAt={analysis.finishedAt ?? report.finishedAt}
      owner={owner}
      report={report}
      assetToken={assetToken}
      views={<ReportViewLinks syntheticId={syntheticId} current="detailed" owner={owner} entitlements={entitlements} className="mt-3" />}
    />
  );
}

interface DetailedReportBodyProps {
  syntheticId: string;
  domain: string;
  finishedAt: string;
  owner: boolean;
  report: Report;
  assetToken: string;
  views: React.ReactNode;
}

function DetailedReportBody({ syntheticId, domain, finishedAt, owner, report, assetToken, views }: DetailedReportBodyProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '0');
  const selected = Number.isInteger(requested) && requested >= 0 && requested < report.pages.length ? requested : 0;
  const [filter, setFilter] = useState<AuditFilter>({ outcome: 'all', category: 'all' });
  const selectId = useId();

  return (
    <article ref={markReportReady} className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 print:max-w-none print:space-y-6 print:py-0">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{S.title}</p>
          <h1 className="mt-1 break-words text-3xl font-bold tracking-tight">{domain}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {REPORT_STRINGS.analysedOn(new Date(finishedAt).toLocaleString())} · {REPORT_STRINGS.pagesAnalysed(report.pages.length)}
          </p>
          {views}
        </div>
        <ReportActions syntheticId={syntheticId} view="detailed" domain={domain} owner={owner} />
      </header>
      <p className="text-sm text-muted-foreground">{S.lead}</p>

      {report.pages.length > 1 && (
        <div className="flex flex-col gap-1.5 print:hidden">
          <label htmlFor={selectId} className="text-sm font-medium">
            {S.pageLabel}
          </label>
          <select
            id={selectId}
            value={selected}
            onChange={(event) => setSearchParams((params) => (params.set('page', event.target.value), params), { replace: true })}
            className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm sm:max-w-xl"
          >
            {report.pages.map((page, index) => (
              <option key={page.url} value={index}>
                {page.url}
              </option>
            ))}
          </select>
        </div>
      )}

      {/* Every page is rendered so that print and the PDF hold them all; the screen shows the chosen one. */}
      {report.pages.map((page, index) => (
        <div key={page.url} className={cn('space-y-8', index !== selected && 'hidden print:block', index > 0 && 'print:break-before-page')}>
          <PageSection page={page} syntheticId={syntheticId} assetToken={assetToken} filter={filter} onFilter={setFilter} />
        </div>
      ))}

      {report.siteFindings && report.siteFindings.length > 0 && (
        <section aria-labelledby="site-audits-heading" className="print:break-before-page">
          <h2 id="site-audits-heading" className="text-xl font-semibold">
            {S.siteAuditsHeading}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{S.siteAuditsLead}</p>
          <AuditList findings={filterAudits(report.siteFindings, { outcome: 'all', category: 'all' })} heading="h3" />
        </section>
      )}
    </article>
  );
}

function PageSection({ page, syntheticId, assetToken, filter, onFilter }: { page: PageReport; syntheticId: string; assetToken: string; filter: AuditFilter; onFilter: (filter: AuditFilter) => void }) {
  const audits = useMemo(() => filterAudits(page.findings, filter), [page.findings, filter]);
  const counts = outcomeCounts(page.findings, filter.category);
  const categories = categoriesOf(page.findings, CATEGORY_ORDER);
  const headingId = useId();
  const categoryId = useId();
  const total = filter.category === 'all' ? page.findings.length : page.findings.filter((finding) => finding.category === filter.category).length;

  return (
    <>
      <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-4 sm:p-5">
        <h2 id={headingId} className="break-all text-lg font-semibold">
          {page.url}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {S.pageStatus(page.status)}
          {page.finalUrl !== page.url && <span className="break-all"> · {S.redirectedTo(page.finalUrl)}</span>}
        </p>
        {page.error && <p className="mt-2 text-sm text-amber-800">{S.pageError(page.error)}</p>}
        <UnmeasuredNotes page={page} />
        <h3 className="mt-4 text-sm font-medium">{S.pageScores}</h3>
        <p className="mt-1 text-xs text-muted-foreground">{REPORT_STRINGS.pageScoresNote}</p>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          {(['overall', ...listedCategories(page.scores)] as const).map((category) => (
            <div key={category} className="flex justify-between gap-2 border-b border-border/60 py-1">
              <dt className="text-muted-foreground">{category === 'overall' ? REPORT_STRINGS.overall : categoryName(category)}</dt>
              <dd className="font-semibold tabular-nums">{page.scores[category] ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Metrics page={page} />

      <section aria-label={S.auditsHeading}>
        <h3 className="text-xl font-semibold">{S.auditsHeading}</h3>
        <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between print:hidden">
          <div role="group" aria-label={S.outcomeFilter} className="flex flex-wrap gap-2">
            <FilterChip pressed={filter.outcome === 'all'} onClick={() => onFilter({ ...filter, outcome: 'all' })}>
              {S.all} <span className="tabular-nums">{total}</span>
            </FilterChip>
            {OUTCOME_ORDER.map((outcome) => (
              <FilterChip key={outcome} pressed={filter.outcome === outcome} onClick={() => onFilter({ ...filter, outcome })} outcome={outcome}>
                {S.outcomes[outcome]} <span className="tabular-nums">{counts[outcome]}</span>
              </FilterChip>
            ))}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={categoryId} className="text-sm font-medium">
              {S.categoryFilter}
            </label>
            <select
              id={categoryId}
              value={filter.category}
              onChange={(event) => onFilter({ ...filter, category: event.target.value })}
              className="h-9 rounded-md border border-border bg-background px-3 text-sm"
            >
              <option value="all">{S.allCategories}</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {categoryName(category)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
          {S.shown(audits.length, page.findings.length)}
        </p>
        {audits.length === 0 ? <p className="mt-4 text-sm">{S.noAudits}</p> : <AuditList findings={audits} />}
      </section>

      <PageScreenshots page={page} syntheticId={syntheticId} assetToken={assetToken} />
    </>
  );
}

function FilterChip({ pressed, onClick, outcome, children }: { pressed: boolean; onClick: () => void; outcome?: Outcome; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed ? 'border-foreground bg-foreground text-background' : outcome ? OUTCOME_COLOURS[outcome] : 'border-border bg-background hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

function Metrics({ page }: { page: PageReport }) {
  const metrics = pageMetrics(page);
  return (
    <section aria-label={S.metricsHeading} className="break-inside-avoid">
      <h3 className="text-xl font-semibold">{S.metricsHeading}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{S.metricsLead}</p>
      {metrics.length === 0 ? (
        <p className="mt-3 text-sm">{S.metricsNone}</p>
      ) : (
        <div className={cn('mt-3 grid gap-4', metrics.length > 1 ? 'md:grid-cols-2' : 'max-w-2xl')}>
          {metrics.map(({ device, rows }) => (
            <div key={device} className="overflow-hidden rounded-xl border border-border bg-card">
              <table className="w-full text-sm">
                <caption className="border-b border-border px-3 py-2 text-left font-medium">{S.device[device] ?? device}</caption>
                <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {S.metric}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {S.value}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        {S.metricNames[row.id] ?? row.id}
                        {row.runs.length > 0 && <span className="block text-xs text-muted-foreground">{`${S.runs}: ${row.runs.join(', ')}`}</span>}
                      </th>
                      <td className={cn('px-3 py-2 text-right font-semibold tabular-nums', row.outcome === 'failed' && 'text-red-700')}>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Audit cards are h4 under a page's "Audits" (h3), h3 under "Site-wide audits" (h2). */
function AuditList({ findings, heading = 'h4' }: { findings: Finding[]; heading?: 'h3' | 'h4' }) {
  return (
    <ol className="mt-4 space-y-3">
      {findings.map((finding) => (
        <FindingCard key={`${finding.id}-${finding.device}`} finding={singleDevice(finding)} heading={heading} audit={finding} />
      ))}
    </ol>
  );
}

function PageScreenshots({ page, syntheticId, assetToken }: { page: PageReport; syntheticId: string; assetToken: string }) {
  if (page.screenshots.length === 0) return null;
  return (
    <section aria-label={S.screenshotsHeading} className="print:break-before-page">
      <h3 className="text-xl font-semibold">{S.screenshotsHeading}</h3>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.screenshots.map((shot) => {
          const kind = S.screenshotKind[shot.kind] ?? shot.kind;
          const device = S.device[shot.device] ?? shot.device;
          return (
            <li key={shot.path} className="break-inside-avoid overflow-hidden rounded-xl border border-border bg-card">
              {/* Full-page shots are tall: they scroll inside their card on screen and print at full length. */}
              {/* A scroll box takes keyboard focus and has a name, so it can be scrolled without a mouse. */}
              <div
                {...(shot.kind !== 'viewport' && { tabIndex: 0, role: 'region', 'aria-label': S.screenshotRegion(kind, device) })}
                className={cn(
                  shot.kind !== 'viewport' && 'max-h-[36rem] overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring print:max-h-none print:overflow-visible',
                )}
              >
                {/* A viewport shot is the device's screen; the others are as wide and as tall as the page, which the
                    report does not store: until they arrive they take the screen's proportions, then their own. */}
                <img
                  src={screenshotUrl(syntheticId, shot.path, assetToken)}
                  alt={S.screenshotAlt(kind, device, page.url)}
                  width={DEVICE_VIEWPORTS[shot.device].width}
                  height={DEVICE_VIEWPORTS[shot.device].height}
                  className="h-auto w-full"
                />
              </div>
              <p className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
                {kind} · {device}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
