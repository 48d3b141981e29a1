// What fixing a check would bring: the score points it would recover in its category, times that
// category's share of the overall score, read from the report's own scoring (report.scoring). For
// speed checks, Lighthouse's estimated time saving on the sampled page is turned into the Largest
// Contentful Paint score it would bring, as Lighthouse's report does to rank its opportunities.
import { labScore } from './lab-score';
import type { Category, Finding, Report } from './types';

interface AuditPart {
  category: Category;
  weight: number;
  score: number;
  findings: number;
}

/** One failed finding and the page it is about ('*' for the whole site). */
export interface Located {
  finding: Finding;
  page: string;
}

export interface Gain {
  category: Category;
  /** The category's share of the overall score (0..1). */
  share: number;
  /** Category score points the fix would recover. */
  points: number;
  /** The largest Largest Contentful Paint saving counted in `points`, ms. */
  lcpSavingMs: number;
}

const LCP = 'largest-contentful-paint';

const isScored = (finding: Finding) => finding.outcome === 'passed' || finding.outcome === 'failed';
const numberIn = (details: Finding['details'], key: string) => (typeof details?.[key] === 'number' && Number.isFinite(details[key]) ? details[key] : null);

export function located(report: Report): Located[] {
  return [...(report.siteFindings ?? []).map((finding) => ({ finding, page: '*' })), ...report.pages.flatMap((page) => page.findings.map((finding) => ({ finding, page: page.url })))];
}

/**
 * Each audit's weight and site-wide mean. Reports made before the report carried them are worked out
 * from the findings at hand, which is exact in the views that keep passed findings.
 */
function auditParts(report: Report): Record<string, AuditPart> {
  if (report.scoring.audits) return report.scoring.audits;
  const parts: Record<string, AuditPart> = {};
  for (const { finding } of located(report)) {
    if (!isScored(finding)) continue;
    const score = finding.score ?? (finding.outcome === 'passed' ? 1 : 0);
    const part = (parts[finding.id] ??= { category: finding.category, weight: report.scoring.weights[finding.category]?.[finding.id] ?? 1, score: 0, findings: 0 });
    part.score = (part.score * part.findings + score) / (part.findings + 1);
    part.findings += 1;
  }
  return parts;
}

/** A function giving, for one check's failed findings, what fixing them everywhere would bring. */
export function impactModel(report: Report): (id: string, category: Category, failures: Located[]) => Gain {
  const parts = auditParts(report);
  const categoryTotals = new Map<Category, number>();
  for (const part of Object.values(parts)) categoryTotals.set(part.category, (categoryTotals.get(part.category) ?? 0) + part.weight);
  const categoryWeight = (category: Category) => report.scoring.categoryWeights?.[category] ?? 1;
  const measured = (Object.keys(report.scores) as Array<keyof Report['scores']>).filter((key): key is Category => key !== 'overall' && report.scores[key] !== null);
  const overallWeight = measured.reduce((sum, category) => sum + categoryWeight(category), 0);
  const lcpByPage = new Map(report.pages.flatMap((page) => page.findings.filter((finding) => finding.id === LCP && isScored(finding)).map((finding) => [`${page.url} ${finding.device}`, finding] as const)));
  const lcpPart = parts[LCP];

  /** Points the LCP audit would gain on this page and device from a saving of `ms`. */
  const lcpPoints = (page: string, device: Finding['device'], ms: number) => {
    const lcp = lcpByPage.get(`${page} ${device}`);
    const curve = report.scoring.labCurves?.[LCP]?.[device];
    const value = numberIn(lcp?.details, 'value');
    const total = categoryTotals.get('pageSpeed');
    if (!lcp || lcp.score === null || !curve || value === null || !lcpPart || !total) return 0;
    const better = Math.max(0, labScore(curve, Math.max(0, value - ms)) - lcp.score);
    return (100 * lcpPart.weight * better) / lcpPart.findings / total;
  };

  return (id, category, failures) => {
    const part = parts[id];
    const total = categoryTotals.get(category);
    let points = part && total ? (100 * part.weight * (1 - part.score)) / total : 0;
    let lcpSavingMs = 0;
    if (id !== LCP) {
      for (const { finding, page } of failures) {
        const ms = numberIn(finding.details, 'savingsMs');
        if (ms === null || ms <= 0) continue;
        const gained = lcpPoints(page, finding.device, ms);
        if (gained > 0) lcpSavingMs = Math.max(lcpSavingMs, ms);
        points += gained;
      }
    }
    const share = overallWeight > 0 && measured.includes(category) ? categoryWeight(category) / overallWeight : 0;
    return { category, share, points, lcpSavingMs };
  };
}
