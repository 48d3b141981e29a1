import type { Static } from 'typebox';
import type { Device, Finding, Report, Severity } from '@sightline/shared/report';
import { LAB_METRIC_NOISE } from '@sightline/shared/report/lab-noise';
import type { ChangedIssueSchema, ChangesSchema, LabMetricChangeSchema } from '../schemas/analyses';

export type ChangedIssue = Static<typeof ChangedIssueSchema>;
/** `scoreDeltas` is current minus previous score, per score key; null where either side has none. */
export type Changes = Static<typeof ChangesSchema>;
export type LabMetricChange = Static<typeof LabMetricChangeSchema>;
export type ScoreMap = Record<string, number | null>;

export interface ComparedAnalysis {
  id: string;
  finishedAt: Date;
  scores: ScoreMap;
  report: Report;
}

// Run-to-run noise, measured with `npm run bench:stability`: five analyses of an unchanged three-page
// site (a web font, a carousel, a promotion fetched late, lazy images, a host with uneven response
// times) on a shared two-core machine, three Lighthouse runs per page; the figures are in
// packages/analyzer/README.md ("Run to run"). A difference within its band is noise, not a change.

/**
 * Points each score moves between analyses of an unchanged site. The checks that read the page give
 * the same result every time (0 points measured), so those categories hold to the ±2 the issue asked
 * of them. Page speed rests on Lighthouse's lab figures: between analyses on a machine fast enough
 * for them it moved by up to 3 points (±6 around the median over five, counting the slow ones), so
 * twice that; on a slower machine its changes are not counted at all (see diffAnalyses).
 */
export const SCORE_NOISE: Readonly<Record<string, number>> = {
  general: 2,
  social: 2,
  usability: 2,
  accessibility: 2,
  uiAnalysis: 2,
  pageSpeed: 6,
  overall: 2,
};
/** For a score key not listed above. */
const DEFAULT_SCORE_NOISE = 2;

/**
 * Findings whose outcome follows a measured timing: Lighthouse's five lab metrics (ms; CLS
 * unitless, their bands in @sightline/shared/report/lab-noise), and what our own load observed of the
 * server's answer and of layout shifts. A change is noise unless it is larger than `floor` and than
 * `relative` times the smaller of the two values. Each band covers the largest change measured
 * between consecutive analyses on a fast enough machine: server response 763 ms, our layout shift 0.01.
 */
export const MEASURED_NOISE: Readonly<Record<string, { detail: string; floor: number; relative: number }>> = {
  ...Object.fromEntries(Object.entries(LAB_METRIC_NOISE).map(([id, band]) => [id, { detail: 'value', ...band }])),
  'server-response-time': { detail: 'ttfb', floor: 1000, relative: 1 },
  'layout-shift-regions': { detail: 'total', floor: 0.05, relative: 0 },
};
const LAB_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** The noise band of a change of a measured finding's value between `a` and `b`. */
export function measuredNoise(id: string, a: number, b: number): number | undefined {
  const band = MEASURED_NOISE[id];
  return band && Math.max(band.floor, band.relative * Math.min(Math.abs(a), Math.abs(b)));
}

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };
const SITE_WIDE = '(site)';

/** A page by its address without the fragment, so the same page matches across analyses. */
function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

function placeOf(id: string, device: Device, page: string): string {
  return `${id} ${device} ${page}`;
}

/** Every finding of a report by where it was made: its audit, device and page (or the whole site). */
function findingsByPlace(report: Report): Map<string, Finding> {
  const out = new Map<string, Finding>();
  for (const page of report.pages) for (const finding of page.findings) out.set(placeOf(finding.id, finding.device, pageKey(page.url)), finding);
  for (const finding of report.siteFindings ?? []) out.set(placeOf(finding.id, finding.device, SITE_WIDE), finding);
  return out;
}

function measured(finding: Finding | undefined): number | null {
  const band = finding && MEASURED_NOISE[finding.id];
  const value = band ? finding.details?.[band.detail] : undefined;
  return typeof value === 'number' ? value : null;
}

/** Lab figures measured on a machine slower than Lighthouse expects say little, and their changes less. */
function measuredOnSlowMachine(report: Report): boolean {
  return report.pages.some((page) => page.findings.some((finding) => finding.details?.slowMachine === true));
}

/**
 * Whether a finding turned from clean to failed for real: the check ran both times (a check that did
 * not run, or could not tell, says nothing), and a measured value moved by more than its noise on a
 * machine fast enough to measure it.
 */
function turnedFailed(from: Finding | undefined, to: Finding, slowMachine: boolean): boolean {
  if (to.outcome !== 'failed' || !from || (from.outcome !== 'passed' && from.outcome !== 'not-applicable')) return false;
  if (!MEASURED_NOISE[to.id]) return true;
  const clean = measured(from);
  const failed = measured(to);
  if (clean === null || failed === null) return true;
  return !slowMachine && Math.abs(failed - clean) > measuredNoise(to.id, clean, failed)!;
}

/**
 * Checks failing in `to` where they were clean in `from` on the same page and device (`from` is the
 * earlier report for new issues, the later one for fixed issues), and failing nowhere in `from`: a
 * check that still fails somewhere has not appeared or gone, even if it moved between pages.
 */
function issuesTurned(from: Map<string, Finding>, to: Map<string, Finding>, slowMachine: boolean): ChangedIssue[] {
  const failingInFrom = new Set([...from.values()].filter((finding) => finding.outcome === 'failed').map((finding) => finding.id));
  const issues = new Map<string, ChangedIssue>();
  for (const [place, finding] of to) {
    if (failingInFrom.has(finding.id) || !turnedFailed(from.get(place), finding, slowMachine)) continue;
    const issue = issues.get(finding.id);
    if (!issue) {
      issues.set(finding.id, { id: finding.id, title: finding.title, category: finding.category, severity: finding.severity, pages: 1 });
      continue;
    }
    issue.pages += 1;
    if (SEVERITY_RANK[finding.severity] < SEVERITY_RANK[issue.severity]) issue.severity = finding.severity;
  }
  return [...issues.values()];
}

/** Worst first, then the most widespread, then by id so the order is stable. */
function byImpact(a: ChangedIssue, b: ChangedIssue): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.pages - a.pages || a.id.localeCompare(b.id);
}

/** Lab metrics of the pages measured both times, on the same device, with whether each moved beyond its noise. */
function labMetricChanges(report: Report, before: Map<string, Finding>, slowMachine: boolean): LabMetricChange[] {
  const changes: LabMetricChange[] = [];
  for (const page of report.pages) {
    for (const finding of page.findings) {
      if (!LAB_METRICS.includes(finding.id)) continue;
      const now = measured(finding);
      const previous = measured(before.get(placeOf(finding.id, finding.device, pageKey(page.url))));
      if (now === null || previous === null) continue;
      const delta = now - previous;
      const noise = measuredNoise(finding.id, previous, now)!;
      changes.push({ id: finding.id, title: finding.title, page: page.url, device: finding.device, before: previous, now, delta, noise, real: !slowMachine && Math.abs(delta) > noise });
    }
  }
  return changes.sort((a, b) => a.page.localeCompare(b.page) || a.device.localeCompare(b.device) || LAB_METRICS.indexOf(a.id) - LAB_METRICS.indexOf(b.id));
}

/**
 * What changed since the previous analysis: each score's difference with its noise band (a change
 * is real only beyond it), the lab metrics of pages measured both times, and the checks that newly
 * fail or were fixed on a page analysed both times. When either analysis measured its lab figures
 * on a machine slower than Lighthouse expects, page-speed changes are not called real.
 */
export function diffAnalyses(current: Pick<ComparedAnalysis, 'scores' | 'report'>, previous: ComparedAnalysis): Changes {
  const slowMachine = measuredOnSlowMachine(current.report) || measuredOnSlowMachine(previous.report);
  const keys = new Set([...Object.keys(current.scores), ...Object.keys(previous.scores)]);
  const scoreDeltas: Record<string, number | null> = {};
  const scoreChanges: Changes['scoreChanges'] = {};
  for (const key of keys) {
    const now = current.scores[key];
    const before = previous.scores[key];
    const delta = typeof now === 'number' && typeof before === 'number' ? now - before : null;
    const noise = SCORE_NOISE[key] ?? DEFAULT_SCORE_NOISE;
    scoreDeltas[key] = delta;
    scoreChanges[key] = { delta, noise, real: delta !== null && Math.abs(delta) > noise && !(slowMachine && key === 'pageSpeed') };
  }
  const findingsNow = findingsByPlace(current.report);
  const findingsBefore = findingsByPlace(previous.report);
  return {
    previous: { syntheticId: previous.id, finishedAt: previous.finishedAt.toISOString(), scores: previous.scores },
    scoreDeltas,
    scoreChanges,
    slowMachine,
    labMetrics: labMetricChanges(current.report, findingsBefore, slowMachine),
    newIssues: issuesTurned(findingsBefore, findingsNow, slowMachine).sort(byImpact),
    fixedIssues: issuesTurned(findingsNow, findingsBefore, slowMachine).sort(byImpact),
  };
}
