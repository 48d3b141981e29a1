import { impactModel, located, type Gain, type Located } from './impact';
import { REPORT_STRINGS } from './strings';
import type { ElementRef, Finding, Report, Severity } from './types';

const SEVERITY_RANK: Record<Severity, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };

/** Checks that fail for one reason: fixing the first fixes the others (a site on http cannot redirect http to https). */
const SAME_ROOT_CAUSE: ReadonlyArray<readonly string[]> = [['is-https', 'https-redirect']];

/** An element of a failed finding, with the page and device it was seen on. */
export interface EvidenceElement extends ElementRef {
  page: string;
  device: Finding['device'];
}

export interface RankedFix {
  finding: Finding;
  /**
   * For checks whose verdict depends on the kind of site (a book's home page needs no "call to
   * action"): the question to ask instead of a verdict. Ranked after every definite failure.
   */
  question: string | null;
  /** Pages it failed on; 0 when only the site as a whole was checked. */
  pages: number;
  elements: number;
  /** Titles of the checks folded into this one: the same defect, root cause or resources. */
  alsoReportedAs: string[];
  /** Overall score points the fix would recover: the sum of `parts`' share × points. */
  gain: number;
  /** Per category: its share of the overall score and the points recovered in it. */
  parts: Gain[];
  /** The element to show: one drawn on an annotated screenshot when there is one. */
  element: EvidenceElement | null;
  /** Resources the check names, largest first. */
  resources: Resource[];
}

/** A resource a speed check names: what it would save, or its size where the check gives no saving. */
export interface Resource {
  url: string;
  bytes: number;
  saving: boolean;
}

/** A check's failures across the site while they are collected. */
interface Collected {
  finding: Finding;
  failures: Located[];
  pages: Set<string>;
  elements: number;
  /** Page, device and rounded box of each flagged element, so two checks can be seen to agree. */
  locations: Set<string>;
  resources: Map<string, Resource>;
  alsoReportedAs: string[];
  parts: Gain[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const firstNumber = (...values: unknown[]) => values.find((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** The resources a speed check names in its details (images, scripts, stylesheets…). */
function resourcesOf(finding: Finding): Resource[] {
  const lists = ['items', 'resources', 'javascript', 'css'].flatMap((key) => (Array.isArray(finding.details?.[key]) ? (finding.details[key] as unknown[]) : []));
  return lists.filter(isRecord).flatMap((item) => {
    if (typeof item.url !== 'string' || item.url === '') return [];
    const saving = firstNumber(item.savingsBytes, item.wastedBytes);
    return [saving === undefined ? { url: item.url, bytes: firstNumber(item.bytes, item.totalBytes) ?? 0, saving: false } : { url: item.url, bytes: saving, saving: true }];
  });
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

/** Two speed checks about exactly the same resources (one image too large and in an old format): one thing to fix. */
function sameResources(kept: Collected, other: Collected): boolean {
  return other.resources.size > 0 && other.resources.size === kept.resources.size && [...other.resources.keys()].every((url) => kept.resources.has(url));
}

const sameRootCause = (kept: Collected, other: Collected) => SAME_ROOT_CAUSE.some((group) => group.includes(kept.finding.id) && group.includes(other.finding.id));

const gainOf = (parts: Gain[]) => parts.reduce((sum, part) => sum + part.share * part.points, 0);

function addParts(into: Gain[], parts: Gain[]): void {
  for (const part of parts) {
    const same = into.find((candidate) => candidate.category === part.category);
    if (!same) into.push({ ...part });
    else {
      same.points += part.points;
      same.lcpSavingMs = Math.max(same.lcpSavingMs, part.lcpSavingMs);
    }
  }
}

/** The first element drawn on an annotated screenshot, else the first element at all. */
function evidenceElement(failures: Located[]): EvidenceElement | null {
  const elements = failures.flatMap(({ finding, page }) => finding.elements.map((element) => ({ ...element, page, device: finding.device })));
  return elements.find((element) => element.marker !== undefined && element.rect !== null) ?? elements[0] ?? null;
}

/**
 * One entry per failed check across the site, ranked by what fixing it would bring to the overall
 * score (impact.ts), checks that depend on the kind of site after every definite failure. Checks
 * that report the same defect, root cause or resources are folded into one entry whose gain is
 * theirs together; ties go to severity, then to the number of pages affected.
 */
export function topFixes(report: Report, limit = 10): RankedFix[] {
  const impact = impactModel(report);
  const byId = new Map<string, Collected>();
  for (const entry of located(report)) {
    const { finding, page } = entry;
    if (finding.outcome !== 'failed') continue;
    let collected = byId.get(finding.id);
    if (!collected) byId.set(finding.id, (collected = { finding, failures: [], pages: new Set(), elements: 0, locations: new Set(), resources: new Map(), alsoReportedAs: [], parts: [] }));
    else if (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[collected.finding.severity]) collected.finding = finding;
    collected.failures.push(entry);
    if (page !== '*') collected.pages.add(page);
    collected.elements += finding.elements.length;
    for (const { rect } of finding.elements) if (rect) collected.locations.add(`${page} ${finding.device} ${[rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')}`);
    for (const resource of resourcesOf(finding)) if (resource.bytes >= (collected.resources.get(resource.url)?.bytes ?? 0)) collected.resources.set(resource.url, resource);
  }
  const questionOf = (finding: Finding) => REPORT_STRINGS.fixQuestions[finding.id] ?? null;
  const compare = (a: Collected, b: Collected) =>
    Number(questionOf(a.finding) !== null) - Number(questionOf(b.finding) !== null) ||
    gainOf(b.parts) - gainOf(a.parts) ||
    SEVERITY_RANK[b.finding.severity] - SEVERITY_RANK[a.finding.severity] ||
    b.pages.size - a.pages.size ||
    a.finding.id.localeCompare(b.finding.id);
  const collected = [...byId.values()];
  for (const entry of collected) entry.parts = [impact(entry.finding.id, entry.finding.category, entry.failures)];
  const kept: Collected[] = [];
  for (const entry of collected.sort(compare)) {
    const twin = kept.find((candidate) => sameDefect(candidate, entry) || sameRootCause(candidate, entry) || sameResources(candidate, entry));
    if (!twin) {
      kept.push(entry);
      continue;
    }
    twin.alsoReportedAs.push(entry.finding.title);
    addParts(twin.parts, entry.parts);
    for (const page of entry.pages) twin.pages.add(page);
  }
  return kept
    .sort(compare)
    .slice(0, limit)
    .map((entry) => ({
      finding: entry.finding,
      question: questionOf(entry.finding),
      pages: entry.pages.size,
      elements: entry.elements,
      alsoReportedAs: entry.alsoReportedAs,
      gain: gainOf(entry.parts),
      parts: entry.parts,
      element: evidenceElement(entry.failures),
      resources: [...entry.resources.values()].sort((a, b) => b.bytes - a.bytes),
    }));
}

const points = (value: number) => (value >= 9.95 ? String(Math.round(value)) : value >= 0.05 ? value.toFixed(1) : '< 0.1');

/** "Why this rank", in words: e.g. "Accessibility 20 % × 4.5 points ≈ 0.9 overall · on 3 of 5 pages". */
export function rankReason(fix: RankedFix, totalPages: number): string {
  const S = REPORT_STRINGS;
  const parts = fix.parts
    .filter((part) => part.share > 0)
    .map((part) => S.rankPart(S.categories[part.category] ?? part.category, Math.round(part.share * 100), points(part.points)))
    .join(' + ');
  const lcp = Math.max(0, ...fix.parts.map((part) => part.lcpSavingMs));
  return [
    parts && `${parts} ${S.rankGain(points(fix.gain))}`,
    lcp > 0 && S.rankLcp((lcp / 1000).toFixed(1)),
    fix.pages === 0 ? S.rankSite : S.rankPages(fix.pages, totalPages),
  ]
    .filter(Boolean)
    .join(' · ');
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
