import { ChevronRight } from 'lucide-react';
import { groupByCategory, type CategoryGroup } from '../comprehensive';
import { REPORT_STRINGS as R } from '../strings';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { Finding, PageReport } from '../types';
import { AnnotatedScreenshots } from './annotated-screenshots';
import { FindingCard } from './finding-card';
import { ScoreRing } from './score-ring';

function CategorySection({ group, score }: { group: CategoryGroup; score: number | null | undefined }) {
  const failedCount = group.failed.reduce((sum, entry) => sum + entry.findings.length, 0);
  const name = R.categories[group.category] ?? group.category;
  return (
    <section className="space-y-3" data-testid="category" data-category={group.category}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border pb-1">
        <h4 className="text-lg font-semibold text-primary">{name}</h4>
        <p className="text-sm text-muted-foreground">
          {score !== undefined && `${S.pageScore(score)} · `}
          {S.categoryCounts(failedCount, group.review.length)}
        </p>
      </div>
      {group.failed.map(({ severity, findings }) => (
        <div key={severity}>
          <h5 className="text-sm font-semibold">{S.failedGroup(R.severity[severity] ?? severity, findings.length)}</h5>
          <ul className="mt-2 space-y-3">
            {findings.map((finding) => (
              <FindingCard key={`${finding.id}-${finding.outcome}`} finding={finding} />
            ))}
          </ul>
        </div>
      ))}
      {group.review.length > 0 && (
        <div className="rounded-xl border border-dashed border-border bg-muted/40 p-3" data-testid="needs-review">
          <h5 className="text-sm font-semibold">{S.reviewGroup(group.review.length)}</h5>
          <p className="text-xs text-muted-foreground">{S.reviewLead}</p>
          <ul className="mt-2 space-y-3">
            {group.review.map((finding) => (
              <FindingCard key={`${finding.id}-${finding.outcome}`} finding={finding} />
            ))}
          </ul>
        </div>
      )}
      {group.passed.length > 0 && (
        <details className="group text-sm">
          <summary className="flex cursor-pointer list-none items-center gap-1 font-medium text-emerald-800">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90 print:hidden" aria-hidden="true" />
            {S.passedGroup(group.passed.length)}
          </summary>
          <ul className="mt-2 grid gap-x-6 gap-y-1 pl-5 text-muted-foreground sm:grid-cols-2">
            {group.passed.map((finding) => (
              <li key={finding.id} className="[overflow-wrap:anywhere]">
                {finding.title}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function CategoryList({ findings, scores }: { findings: Finding[]; scores?: PageReport['scores'] }) {
  const groups = groupByCategory(findings).filter((group) => group.failed.length + group.review.length + group.passed.length > 0);
  if (groups.length === 0) return <p className="text-sm">{S.pageNothing}</p>;
  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} score={scores ? (scores[group.category] ?? null) : undefined} />
      ))}
    </div>
  );
}

/** One page of the site: its findings by category and severity, next to its annotated screenshots. */
export function PageFindings({ page, syntheticId, assetToken }: { page: PageReport; syntheticId: string; assetToken: string }) {
  return (
    <section className="break-before-page space-y-5 first:break-before-auto" aria-label={page.url} data-testid="page-findings">
      <header className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-muted/40 p-4">
        <ScoreRing score={page.scores.overall ?? null} label={R.overall} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{page.url}</h3>
          <p className="text-sm text-muted-foreground">
            {S.pageStatus(page.status)}
            {page.finalUrl !== page.url && ` · ${page.finalUrl}`}
          </p>
          {page.error && <p className="mt-1 text-sm text-amber-800">{R.pageError(page.error)}</p>}
          <UnmeasuredNotes page={page} />
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
        <CategoryList findings={page.findings} scores={page.scores} />
        <AnnotatedScreenshots page={page} syntheticId={syntheticId} assetToken={assetToken} />
      </div>
    </section>
  );
}

/** The categories that could not be measured on a page (their main check failed to run), and why. */
export function UnmeasuredNotes({ page }: { page: PageReport }) {
  if (!page.unmeasured?.length) return null;
  return (
    <ul className="mt-1 space-y-1 text-sm text-amber-800" data-testid="unmeasured">
      {page.unmeasured.map((entry) => (
        <li key={`${entry.category}-${entry.device}`}>{R.unmeasured(entry)}</li>
      ))}
    </ul>
  );
}

/** Site-wide checks (uniqueness, consistency): no page and no screenshot of their own. */
export function SiteFindings({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <section aria-labelledby="site-findings-heading" className="space-y-4">
      <div>
        <h3 id="site-findings-heading" className="text-lg font-semibold">
          {S.siteFindingsHeading}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{S.siteFindingsLead}</p>
      </div>
      <CategoryList findings={findings} />
    </section>
  );
}
