import type { Static } from 'typebox';
import type { Finding, Report, Severity } from '@sightline/shared/report';
import type { ChangedIssueSchema, ChangesSchema } from '../schemas/analyses';

export type ChangedIssue = Static<typeof ChangedIssueSchema>;
/** `scoreDeltas` is current minus previous score, per score key; null where either side has none. */
export type Changes = Static<typeof ChangesSchema>;
export type ScoreMap = Record<string, number | null>;

export interface ComparedAnalysis {
  id: string;
  finishedAt: Date;
  scores: ScoreMap;
  report: Report;
}

const SEVERITY_RANK: Record<Severity, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };
const SITE_WIDE = Symbol('site');

/** Every finding id that failed somewhere, with where and how badly (its worst severity). */
function failedIssues(report: Report): Map<string, ChangedIssue> {
  const issues = new Map<string, { issue: ChangedIssue; where: Set<string | symbol> }>();
  const add = (finding: Finding, where: string | symbol) => {
    if (finding.outcome !== 'failed') return;
    const entry = issues.get(finding.id);
    if (!entry) {
      issues.set(finding.id, { issue: { id: finding.id, title: finding.title, category: finding.category, severity: finding.severity, pages: 0 }, where: new Set([where]) });
      return;
    }
    entry.where.add(where);
    if (SEVERITY_RANK[finding.severity] < SEVERITY_RANK[entry.issue.severity]) entry.issue.severity = finding.severity;
  };
  for (const page of report.pages) for (const finding of page.findings) add(finding, page.url);
  for (const finding of report.siteFindings ?? []) add(finding, SITE_WIDE);
  return new Map([...issues].map(([id, { issue, where }]) => [id, { ...issue, pages: where.size }]));
}

/** Worst first, then the most widespread, then by id so the order is stable. */
function byImpact(a: ChangedIssue, b: ChangedIssue): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.pages - a.pages || a.id.localeCompare(b.id);
}

/**
 * What changed since the previous analysis: score differences, and the checks that fail now but
 * failed on no page before (new) or the reverse (fixed). A check that still fails somewhere is in
 * neither list, even if it moved between pages.
 */
export function diffAnalyses(current: Pick<ComparedAnalysis, 'scores' | 'report'>, previous: ComparedAnalysis): Changes {
  const keys = new Set([...Object.keys(current.scores), ...Object.keys(previous.scores)]);
  const scoreDeltas: Record<string, number | null> = {};
  for (const key of keys) {
    const now = current.scores[key];
    const before = previous.scores[key];
    scoreDeltas[key] = typeof now === 'number' && typeof before === 'number' ? now - before : null;
  }
  const failingNow = failedIssues(current.report);
  const failingBefore = failedIssues(previous.report);
  return {
    previous: { syntheticId: previous.id, finishedAt: previous.finishedAt.toISOString(), scores: previous.scores },
    scoreDeltas,
    newIssues: [...failingNow.values()].filter((issue) => !failingBefore.has(issue.id)).sort(byImpact),
    fixedIssues: [...failingBefore.values()].filter((issue) => !failingNow.has(issue.id)).sort(byImpact),
  };
}
