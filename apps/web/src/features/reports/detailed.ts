// Pure logic of the detailed report: ordering and filtering audits, and the raw metrics a page's
// findings carry in their details.
import type { Category, Finding, Outcome, PageReport } from './types';

/** What needs attention first: failures, then what a person should check, then the rest. */
export const OUTCOME_ORDER: Outcome[] = ['failed', 'needs-review', 'error', 'passed', 'not-applicable'];

export interface AuditFilter {
  outcome: Outcome | 'all';
  category: string | 'all';
}

export function sortAudits(findings: Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome) || a.category.localeCompare(b.category) || a.title.localeCompare(b.title) || a.device.localeCompare(b.device),
  );
}

/** Counts per outcome among the audits of the chosen category (the outcome filter's own labels). */
export function outcomeCounts(findings: Finding[], category: AuditFilter['category']): Record<Outcome, number> {
  const counts = Object.fromEntries(OUTCOME_ORDER.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const finding of findings) if (category === 'all' || finding.category === category) counts[finding.outcome] += 1;
  return counts;
}

export function filterAudits(findings: Finding[], filter: AuditFilter): Finding[] {
  return sortAudits(findings.filter((finding) => (filter.outcome === 'all' || finding.outcome === filter.outcome) && (filter.category === 'all' || finding.category === filter.category)));
}

/** Categories in the analyzer's order, keeping only those that have audits here. */
export function categoriesOf(findings: Finding[], order: readonly Category[]): Category[] {
  const present = new Set(findings.map((finding) => finding.category));
  return [...order.filter((category) => present.has(category)), ...[...present].filter((category) => !order.includes(category)).sort()];
}

export interface MetricRow {
  id: string;
  /** Formatted median (or single) value. */
  value: string;
  /** Every run's value when there was more than one. */
  runs: string[];
  outcome: Outcome;
}

type MetricUnit = 'ms' | 'unitless' | 'bytes' | 'count';

/** The page's raw measurements and where each finding keeps its number. */
const METRICS: Array<{ id: string; unit: MetricUnit; value: (details: Record<string, unknown>) => unknown }> = [
  { id: 'largest-contentful-paint', unit: 'ms', value: (d) => d.value },
  { id: 'first-contentful-paint', unit: 'ms', value: (d) => d.value },
  { id: 'cumulative-layout-shift', unit: 'unitless', value: (d) => d.value },
  { id: 'total-blocking-time', unit: 'ms', value: (d) => d.value },
  { id: 'speed-index', unit: 'ms', value: (d) => d.value },
  { id: 'server-response-time', unit: 'ms', value: (d) => d.ttfb },
  { id: 'page-weight', unit: 'bytes', value: (d) => d.totalBytes },
  { id: 'request-count', unit: 'count', value: (d) => d.count },
];

export const METRIC_IDS = METRICS.map((metric) => metric.id);

export function formatMetric(value: number, unit: MetricUnit): string {
  switch (unit) {
    case 'unitless':
      return value.toFixed(3);
    case 'bytes':
      return value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(2)} MiB` : `${(value / 1024).toFixed(1)} KiB`;
    case 'count':
      return String(value);
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
  }
}

/** Raw metrics per device, in METRICS order; devices without any measured metric are left out. */
export function pageMetrics(page: PageReport): Array<{ device: string; rows: MetricRow[] }> {
  const devices = [...new Set(page.findings.map((finding) => finding.device))];
  return devices
    .map((device) => ({
      device,
      rows: METRICS.flatMap((metric): MetricRow[] => {
        const finding = page.findings.find((candidate) => candidate.id === metric.id && candidate.device === device);
        const value = finding?.details ? metric.value(finding.details) : undefined;
        if (!finding || typeof value !== 'number') return [];
        const runs = Array.isArray(finding.details?.runs) ? finding.details.runs.filter((run): run is number => typeof run === 'number') : [];
        return [{ id: metric.id, value: formatMetric(value, metric.unit), runs: runs.length > 1 ? runs.map((run) => formatMetric(run, metric.unit)) : [], outcome: finding.outcome }];
      }),
    }))
    .filter((entry) => entry.rows.length > 0);
}
