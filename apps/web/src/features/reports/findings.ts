import type { Finding, Report, Severity } from './types';

const SEVERITY_RANK: Record<Severity, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };

export interface RankedFix {
  finding: Finding;
  pages: number;
  elements: number;
  /** Titles of other checks that failed on exactly these elements for the same WCAG criteria. */
  alsoReportedAs: string[];
}

/** A check's failures across the site while they are collected. */
interface Collected {
  finding: Finding;
  pages: Set<string>;
  elements: number;
  /** Page, device and rounded box of each flagged element, so two checks can be seen to agree. */
  locations: Set<string>;
  alsoReportedAs: string[];
}

/**
 * Two checks report one defect when they judge the same WCAG criteria and every element the
 * second flags is flagged by the first (axe's link-in-text-block and our link colour check on the
 * same link, say): the site owner has one thing to fix, not two.
 */
function sameDefect(kept: Collected, other: Collected): boolean {
  const criteria = (finding: Finding) => [...finding.wcag].sort().join(' ');
  if (kept.finding.wcag.length === 0 || criteria(kept.finding) !== criteria(other.finding)) return false;
  return other.locations.size > 0 && [...other.locations].every((location) => kept.locations.has(location));
}

/**
 * One entry per failed check across the site: severity first, then the number of pages it
 * affects, then how badly it scored. A check that only repeats a higher-ranked one (same WCAG
 * criteria, same elements) is folded into it.
 */
export function topFixes(report: Report, limit = 10): RankedFix[] {
  const byId = new Map<string, Collected>();
  const located = [...(report.siteFindings ?? []).map((finding) => ({ finding, page: '*' })), ...report.pages.flatMap((page) => page.findings.map((finding) => ({ finding, page: page.url })))];
  for (const { finding, page } of located) {
    if (finding.outcome !== 'failed') continue;
    let entry = byId.get(finding.id);
    if (!entry) byId.set(finding.id, (entry = { finding, pages: new Set(), elements: 0, locations: new Set(), alsoReportedAs: [] }));
    else if (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[entry.finding.severity]) entry.finding = finding;
    entry.pages.add(page);
    entry.elements += finding.elements.length;
    for (const { rect } of finding.elements) if (rect) entry.locations.add(`${page} ${finding.device} ${[rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')}`);
  }
  const ranked = [...byId.values()].sort(
    (a, b) =>
      SEVERITY_RANK[b.finding.severity] - SEVERITY_RANK[a.finding.severity] ||
      b.pages.size - a.pages.size ||
      (a.finding.score ?? 0) - (b.finding.score ?? 0) ||
      a.finding.id.localeCompare(b.finding.id),
  );
  const kept: Collected[] = [];
  for (const entry of ranked) {
    const twin = kept.find((candidate) => sameDefect(candidate, entry));
    if (twin) twin.alsoReportedAs.push(entry.finding.title);
    else kept.push(entry);
  }
  return kept.slice(0, limit).map(({ finding, pages, elements, alsoReportedAs }) => ({ finding, pages: pages.size, elements, alsoReportedAs }));
}

export const VITAL_IDS = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint', 'speed-index'] as const;

/** The lab metrics of the first page that has them (the analyzer measures one page per template). */
export function coreWebVitals(report: Report): Finding[] {
  for (const page of report.pages) {
    const vitals = VITAL_IDS.map((id) => page.findings.find((finding) => finding.id === id && (finding.outcome === 'passed' || finding.outcome === 'failed'))).filter(
      (finding): finding is Finding => finding !== undefined,
    );
    if (vitals.length > 0) return vitals;
  }
  return [];
}

/** Score bands used for colour: the same thresholds as Lighthouse (90 / 50). */
export function scoreBand(score: number | null): 'good' | 'average' | 'poor' | 'none' {
  if (score === null) return 'none';
  return score >= 90 ? 'good' : score >= 50 ? 'average' : 'poor';
}
