import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { CATEGORY_ORDER } from '../comprehensive';
import { REPORT_STRINGS as R } from '../strings';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { ChangedIssue, Changes } from '../types';
import { SeverityBadge } from './severity-badge';

const categoryName = (category: string) => (category === 'overall' ? S.overallCategory : (R.categories[category] ?? category));

function Delta({ category, delta }: { category: string; delta: number | null }) {
  const Icon = delta === null || delta === 0 ? Minus : delta > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2" aria-label={S.deltaLabel(categoryName(category), delta)}>
      <span className="text-sm">{categoryName(category)}</span>
      <span
        className={cn(
          'inline-flex items-center gap-1 text-sm font-semibold tabular-nums',
          delta === null || delta === 0 ? 'text-muted-foreground' : delta > 0 ? 'text-emerald-700' : 'text-red-700',
        )}
        aria-hidden="true"
      >
        <Icon className="size-4" />
        {S.delta(delta)}
      </span>
    </li>
  );
}

function IssueList({ title, issues, empty, testId }: { title: string; issues: ChangedIssue[]; empty: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {issues.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {issues.map((issue) => (
            <li key={issue.id} className="flex flex-wrap items-center gap-2 text-sm">
              <SeverityBadge severity={issue.severity} />
              <span className="[overflow-wrap:anywhere]">{issue.title}</span>
              <span className="text-xs text-muted-foreground">
                {categoryName(issue.category)} · {S.issuePages(issue.pages)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Versus the previous completed analysis of this domain by the same owner. `previousPath` links the
 * earlier report for its owner; a share-link visitor cannot open it, so they get no link.
 */
export function WhatChanged({ changes, domain, previousPath }: { changes: Changes | null; domain: string; previousPath: string | null }) {
  const deltas = changes ? ['overall', ...CATEGORY_ORDER].filter((category) => category in changes.scoreDeltas) : [];
  return (
    <section aria-labelledby="changes-heading" className="break-inside-avoid rounded-xl border border-border bg-card p-5 sm:p-6" data-testid="what-changed">
      <h2 id="changes-heading" className="text-xl font-semibold text-primary">
        {S.changesHeading}
      </h2>
      {changes === null ? (
        <p className="mt-2 text-sm">{S.changesNone(domain)}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {S.changesSince(new Date(changes.previous.finishedAt).toLocaleString())}{' '}
            {previousPath && (
              <Link to={previousPath} className="font-medium text-primary hover:underline print:hidden">
                {S.previousReport}
              </Link>
            )}
          </p>
          <h3 className="sr-only">{S.scoreChange}</h3>
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {deltas.map((category) => (
              <Delta key={category} category={category} delta={changes.scoreDeltas[category] ?? null} />
            ))}
          </ul>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            <IssueList title={S.newIssues(changes.newIssues.length)} issues={changes.newIssues} empty={S.noNewIssues} testId="new-issues" />
            <IssueList title={S.fixedIssues(changes.fixedIssues.length)} issues={changes.fixedIssues} empty={S.noFixedIssues} testId="fixed-issues" />
          </div>
        </>
      )}
    </section>
  );
}
