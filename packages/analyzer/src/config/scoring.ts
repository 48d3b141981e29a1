import type { Category, CategoryScores, Finding, Scores, Unmeasured } from '../types';
import { CATEGORIES } from '../types';
import { CATEGORY_TITLES, CATEGORY_WEIGHTS } from './categories';

export const SCORING_FORMULA = [
  'Each finding scores 1 when passed and 0 when failed (some audits give partial credit between 0 and 1).',
  'Needs-review, not-applicable and error findings are left out: "could not tell" is never counted as a failure.',
  'Where a category could not be measured on a page and device (its main gatherer failed), none of its findings there count.',
  'An audit\'s score is the mean of its scored findings over every page and device it ran on.',
  'A category score is the weighted mean of its audits\' scores, with the audit weights listed below, times 100.',
  `The overall score is the weighted mean of the category scores that were measured (${Object.entries(CATEGORY_WEIGHTS)
    .map(([category, weight]) => `${CATEGORY_TITLES[category as Category]} ×${weight}`)
    .join(', ')}).`,
].join(' ');

/** Weight used for an audit the weights file does not list, so a new audit still counts. */
export const DEFAULT_AUDIT_WEIGHT = 1;

function scoreOf(finding: Finding): number | null {
  if (finding.outcome !== 'passed' && finding.outcome !== 'failed') return null;
  return finding.score ?? (finding.outcome === 'passed' ? 1 : 0);
}

export interface AuditScore {
  category: Category;
  weight: number;
  /** Mean of the audit's scored findings, 0..1. */
  score: number;
  findings: number;
}

/** Each audit that passed or failed somewhere, with its weight and the mean of its scored findings. */
export function auditScores(findings: readonly Finding[], weights: Record<Category, Record<string, number>>): Record<string, AuditScore> {
  const perAudit = new Map<string, { category: Category; sum: number; count: number }>();
  for (const finding of findings) {
    const score = scoreOf(finding);
    if (score === null) continue;
    const entry = perAudit.get(finding.id) ?? { category: finding.category, sum: 0, count: 0 };
    entry.sum += score;
    entry.count += 1;
    perAudit.set(finding.id, entry);
  }
  return Object.fromEntries(
    [...perAudit].map(([id, { category, sum, count }]) => [id, { category, weight: weights[category][id] ?? DEFAULT_AUDIT_WEIGHT, score: sum / count, findings: count }]),
  );
}

/** Category scores (0–100, rounded) from findings, null where a category had nothing scored. */
export function categoryScores(findings: readonly Finding[], weights: Record<Category, Record<string, number>>): CategoryScores {
  const totals = Object.fromEntries(CATEGORIES.map((category) => [category, { weighted: 0, weight: 0 }])) as Record<Category, { weighted: number; weight: number }>;
  for (const { category, weight, score } of Object.values(auditScores(findings, weights))) {
    totals[category].weighted += weight * score;
    totals[category].weight += weight;
  }
  return Object.fromEntries(
    CATEGORIES.map((category) => {
      const { weighted, weight } = totals[category];
      return [category, weight > 0 ? Math.round((weighted / weight) * 100) : null];
    }),
  ) as CategoryScores;
}

export function overallScore(categories: CategoryScores): number | null {
  let weighted = 0;
  let weight = 0;
  for (const category of CATEGORIES) {
    const score = categories[category];
    if (score === null || score === undefined) continue;
    weighted += CATEGORY_WEIGHTS[category] * score;
    weight += CATEGORY_WEIGHTS[category];
  }
  return weight > 0 ? Math.round(weighted / weight) : null;
}

export function scoresOf(findings: readonly Finding[], weights: Record<Category, Record<string, number>>): Scores {
  const categories = categoryScores(findings, weights);
  return { ...categories, overall: overallScore(categories) };
}

/** The findings that count towards scores: none of a category on a page and device where it could not be measured. */
export function measuredFindings(findings: readonly Finding[], unmeasured: readonly Unmeasured[] | undefined): readonly Finding[] {
  if (!unmeasured || unmeasured.length === 0) return findings;
  return findings.filter((finding) => !unmeasured.some((entry) => entry.category === finding.category && entry.device === finding.device));
}
