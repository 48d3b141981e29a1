import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { CATEGORY_ORDER } from '../comprehensive';
import { REPORT_STRINGS as R } from '../strings';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { ChangedIssue, Changes, LabMetricChange } from '../types';
import { SeverityBadge } from './severity-badge';

const categoryName = (category: string) => (category === 'overall' ? S.overallCategory : (R.categories[category] ?? category));

type ScoreChange = Changes['scoreChanges'][string];

/** Why a change is not counted: within its noise band, or (beyond it) measured on a machine too slow to tell. */
function notCounted(delta: number | null, noise: number, real: boolean, noiseText: string): string | null {
  if (real || delta === null || delta === 0) return null;
  return Math.abs(delta) > noise ? S.notCounted : noiseText;
}

/** A change that is not counted is grey and arrowless like no change, and says why under the figure. */
function Delta({ category, change }: { category: string; change: ScoreChange }) {
  const { delta, real } = change;
  const moved = real && delta !== null && delta !== 0;
  const reason = notCounted(delta, change.noise, real, S.withinNoise);
  const Icon = moved ? (delta > 0 ? ArrowUpRight : ArrowDownRight) : reason ? null : Minus;
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2" aria-label={S.deltaLabel(categoryName(category), delta, reason)}>
      <span className="text-sm">{categoryName(category)}</span>
      <span className="flex flex-col items-end" aria-hidden="true">
        <span className={cn('inline-flex items-center gap-1 text-sm font-semibold tabular-nums', !moved ? 'text-muted-foreground' : delta > 0 ? 'text-emerald-700' : 'text-red-700')}>
          {Icon && <Icon className="size-4" />}
          {S.delta(delta)}
        </span>
        {reason && <span className="text-xs text-muted-foreground">{reason}</span>}
      </span>
    </li>
  );
}

/** "Changes of ±2 points or less (Page speed ±10, Overall ±3) are within run-to-run noise…", from the bands shown. */
function noiseNote(categories: string[], changes: Changes['scoreChanges']): string {
  const bands = categories.map((category) => ({ category, band: changes[category]!.noise }));
  const counts = new Map<number, number>();
  for (const { band } of bands) counts.set(band, (counts.get(band) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  return S.noiseNote(
    common,
    bands.filter(({ band }) => band !== common).map(({ category, band }) => S.noiseBand(categoryName(category), band)),
  );
}

function formatMetric(id: string, value: number, signed = false): string {
  const sign = signed ? (value > 0 ? '+' : value < 0 ? '−' : '') : '';
  const size = Math.abs(value);
  if (id === 'cumulative-layout-shift') return `${sign}${size.toFixed(3)}`;
  return `${sign}${size >= 1000 ? `${(size / 1000).toFixed(1)} s` : `${Math.round(size)} ms`}`;
}

function pageName(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

function LabMetrics({ metrics }: { metrics: LabMetricChange[] }) {
  const devices = new Set(metrics.map((metric) => metric.device));
  const groups = new Map<string, LabMetricChange[]>();
  for (const metric of metrics) {
    const key = `${pageName(metric.page)}${devices.size > 1 ? ` · ${metric.device}` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), metric]);
  }
  return (
    <div className="mt-5" data-testid="lab-metric-changes">
      <h3 className="font-semibold">{S.labMetricsHeading}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{S.labMetricsLead}</p>
      {[...groups].map(([page, list]) => (
        <div key={page} className="mt-3">
          <p className="text-sm font-medium [overflow-wrap:anywhere]">{page}</p>
          <ul className="mt-1 space-y-1">
            {list.map((metric) => (
              <li key={metric.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span>{S.labMetricNames[metric.id] ?? metric.title}</span>
                <span className={cn('tabular-nums', metric.real ? (metric.delta < 0 ? 'text-emerald-700' : 'text-red-700') : 'text-muted-foreground')}>
                  {S.labMetricChange(formatMetric(metric.id, metric.before), formatMetric(metric.id, metric.now), formatMetric(metric.id, metric.delta, true))}
                  {!metric.real && <span>, {Math.abs(metric.delta) > metric.noise ? S.notCounted : S.labMetricNoise(formatMetric(metric.id, metric.noise))}</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
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
 * earlier report for its owner; a share-link visitor cannot open it, so they get no link. Score and
 * lab-metric changes within their run-to-run noise (measured on an unchanged site) are shown as such,
 * not as changes.
 */
export function WhatChanged({ changes, domain, previousPath }: { changes: Changes | null; domain: string; previousPath: string | null }) {
  const categories = changes ? ['overall', ...CATEGORY_ORDER].filter((category) => category in changes.scoreChanges) : [];
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
            {categories.map((category) => (
              <Delta key={category} category={category} change={changes.scoreChanges[category]!} />
            ))}
          </ul>
          {categories.length > 0 && (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="noise-note">
              {noiseNote(categories, changes.scoreChanges)}
            </p>
          )}
          {changes.slowMachine && (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="slow-machine-note">
              {S.slowMachineNote}
            </p>
          )}
          {changes.labMetrics.length > 0 && <LabMetrics metrics={changes.labMetrics} />}
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            <IssueList title={S.newIssues(changes.newIssues.length)} issues={changes.newIssues} empty={S.noNewIssues} testId="new-issues" />
            <IssueList title={S.fixedIssues(changes.fixedIssues.length)} issues={changes.fixedIssues} empty={S.noFixedIssues} testId="fixed-issues" />
          </div>
        </>
      )}
    </section>
  );
}
