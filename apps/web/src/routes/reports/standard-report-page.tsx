import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BenchmarkSlot } from '../../features/benchmarks/benchmark-slot';
import { RouteFallback } from '../../features/layout/route-fallback';
import { reportQuery } from '../../features/reports/api';
import { AuditWeights } from '../../features/reports/components/audit-weights';
import { CategoryScores } from '../../features/reports/components/category-scores';
import { CoreWebVitals } from '../../features/reports/components/core-web-vitals';
import { ReportActions } from '../../features/reports/components/report-actions';
import { ReportRouteError } from '../../features/reports/components/report-route-error';
import { ReportViewLinks } from '../../features/reports/components/report-view-links';
import { Screenshots } from '../../features/reports/components/screenshots';
import { TopFixes } from '../../features/reports/components/top-fixes';
import { markReportReady } from '../../features/reports/report-ready';
import { REPORT_STRINGS as S } from '../../features/reports/strings';
import { viewPath, viewsFor } from '../../features/reports/view-links';
import { isHydrating } from '../../lib/hydration';
import { LocalDateTime } from '../../lib/local-date-time';
import { useDocumentTitle } from '../../lib/use-document-title';

// What only the owner sees, and the list of reports, load when shown: a shared link opens without them.
const ReportList = lazy(() => import('../../features/reports/components/report-list').then((module) => ({ default: module.ReportList })));
const SharePanel = lazy(() => import('../../features/reports/components/share-panel').then((module) => ({ default: module.SharePanel })));
const MorePages = lazy(() => import('../../features/reports/components/more-pages').then((module) => ({ default: module.MorePages })));
const DomainHistory = lazy(() => import('../../features/reports/components/history').then((module) => ({ default: module.DomainHistory })));

/** The report this path names, if any; the tab title says which (report or list). */
function useReportId() {
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  useDocumentTitle(reportId ? S.standardTitle : S.listTitle);
  return { reportId, token };
}

/** /standard-report, /standard-report/{id} and the shared /standard-report/{syntheticId}/{token}. */
export function StandardReportPage() {
  const { reportId, token } = useReportId();
  if (!reportId) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ReportList reportPath="/standard-report" />
      </Suspense>
    );
  }
  return <StandardReport syntheticId={reportId} token={token} />;
}

export function StandardReportError() {
  useReportId();
  return <ReportRouteError view="standard" />;
}

/**
 * True from the frame after the first one: the report's header (the domain, its largest text) paints
 * before the rest is worked out and drawn, which on a phone takes several times as long. A report the
 * server rendered is all there already, and hydrates as it is.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(isHydrating);
  useEffect(() => {
    if (painted) return;
    // A timeout set in an animation frame runs once that frame has been painted.
    let timeout = 0;
    const frame = requestAnimationFrame(() => (timeout = window.setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timeout);
    };
  }, [painted]);
  return painted;
}

function StandardReport({ syntheticId, token }: { syntheticId: string; token?: string }) {
  const { analysis, report, owner, assetToken, entitlements } = useSuspenseQuery(reportQuery(syntheticId, token)).data;
  const finished = new Date(analysis.finishedAt ?? report.finishedAt);
  const comprehensive = viewsFor({ token, owner, entitlements }).some(({ view, included }) => view === 'comprehensive' && included);
  const painted = usePaintedOnce();
  return (
    // Ready for paper once the whole report is there.
    <article ref={painted ? markReportReady : undefined} className="mx-auto max-w-5xl space-y-10 px-4 py-10 sm:px-6 print:max-w-none print:space-y-6 print:py-0">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{owner ? S.standardTitle : S.sharedBy}</p>
          <h1 className="mt-1 break-words text-3xl font-bold tracking-tight">{analysis.domain}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <LocalDateTime date={finished} format={S.analysedOn} /> · {S.pagesAnalysed(report.pages.length)}
          </p>
          <ReportViewLinks syntheticId={syntheticId} token={token} current="standard" owner={owner} entitlements={entitlements} className="mt-3" />
        </div>
        <ReportActions syntheticId={syntheticId} token={token} view="standard" domain={analysis.domain} owner={owner} />
      </header>
      {/* Until the rest comes the footer stays away, as while a page loads, so that nothing moves then. */}
      {painted ? (
        <>
          <CategoryScores report={report} />
          {owner && (
            <Suspense>
              <MorePages analysis={analysis} pages={report.pages.length} />
            </Suspense>
          )}
          {report.pages.some((page) => page.error || page.unmeasured?.length) && (
            <ul className="space-y-1 text-sm text-amber-800">
              {report.pages
                .filter((page) => page.error)
                .map((page) => (
                  <li key={page.url}>{S.pageError(`${page.url}: ${page.error}`)}</li>
                ))}
              {report.pages.flatMap((page) =>
                (page.unmeasured ?? []).map((entry) => <li key={`${page.url}-${entry.category}-${entry.device}`}>{`${page.url}: ${S.unmeasured(entry)}`}</li>),
              )}
            </ul>
          )}
          <CoreWebVitals report={report} />
          <TopFixes report={report} syntheticId={syntheticId} assetToken={assetToken} comprehensivePath={comprehensive ? viewPath('comprehensive', syntheticId, token) : null} />
          <Screenshots report={report} syntheticId={syntheticId} assetToken={assetToken} />
          <AuditWeights report={report} />
          <BenchmarkSlot syntheticId={syntheticId} token={token} />
          {owner && (
            <Suspense>
              <SharePanel syntheticId={syntheticId} />
              <DomainHistory domain={analysis.domain} syntheticId={syntheticId} reportPath="/standard-report" />
            </Suspense>
          )}
        </>
      ) : (
        <div data-page-loading />
      )}
    </article>
  );
}
