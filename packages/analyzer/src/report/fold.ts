// Folding repeated findings for the reports people read. A site's template repeats its problems on
// every page (the same stylesheets block rendering everywhere), and an audit may report one result
// per element: listed as they come, one problem fills a screen. Folded, it is one entry that says
// where it occurs and shows its evidence once.
import type { Category, Device, ElementRef, Finding, Outcome, Report, Severity } from '../types';

export const SEVERITY_ORDER: readonly Severity[] = ['critical', 'serious', 'moderate', 'minor'];

/** Where site-wide findings (robots.txt, sitemap) occur, in page lists. */
export const WHOLE_SITE = 'whole site';

/** One page's finding, with the page it was found on (WHOLE_SITE for site-wide findings). */
export interface Occurrence {
  page: string;
  finding: Finding;
}

/** Occurrences of a finding with identical evidence: the evidence is shown once, with its pages. */
export interface FoldedEvidence {
  /** The first occurrence: its elements, explanation and details are those of every occurrence. */
  finding: Finding;
  page: string;
  pages: string[];
  devices: Device[];
  /** URLs of the resources the finding names (stylesheets, images…), once. */
  resources: string[];
  /** Each occurrence's value (a measurement, a saving) when they are not all the same; else empty. */
  values: Array<{ page: string; device: Device; value: string }>;
}

/** One audit's outcome across the report: every page and device it occurred on, by evidence. */
export interface FoldedFinding {
  /** The first occurrence, for the audit's own texts (title, description, fix, guide, criteria). */
  finding: Finding;
  /** The highest severity among the occurrences. */
  severity: Severity;
  /** Pages in report order, WHOLE_SITE first for a site-wide finding. */
  pages: string[];
  evidence: FoldedEvidence[];
  occurrences: Occurrence[];
}

const elementKey = (element: ElementRef) => `${element.selector}\u0000${element.snippet}\u0000${element.note ?? ''}`;

function highest(severities: readonly Severity[]): Severity {
  return SEVERITY_ORDER.find((severity) => severities.includes(severity)) ?? 'minor';
}

/**
 * Findings of one page that an audit reported once per element (same audit, device and outcome)
 * become one finding with all their elements; findings are otherwise kept as they are, in order.
 */
export function foldPageFindings(findings: readonly Finding[]): Finding[] {
  const byKey = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.id}|${finding.device}|${finding.outcome}`;
    byKey.set(key, [...(byKey.get(key) ?? []), finding]);
  }
  return [...byKey.values()].map((same) => {
    if (same.length === 1) return same[0]!;
    const elements: ElementRef[] = [];
    const seen = new Set<string>();
    for (const element of same.flatMap((finding) => finding.elements)) {
      if (seen.has(elementKey(element))) continue;
      seen.add(elementKey(element));
      elements.push(element);
    }
    const distinct = (values: Array<string | undefined>) => [...new Set(values.filter((value): value is string => Boolean(value)))];
    const displayValues = distinct(same.map((finding) => finding.displayValue));
    const explanations = distinct(same.map((finding) => finding.explanation));
    const scores = same.map((finding) => finding.score).filter((score): score is number => score !== null);
    const folded: Finding = {
      ...same[0]!,
      severity: highest(same.map((finding) => finding.severity)),
      elements,
      score: scores.length > 0 ? Math.min(...scores) : same[0]!.score,
    };
    // Each result's value described its own element; the fold's is how many there are.
    if (elements.length > 0) folded.displayValue = `${elements.length} element${elements.length === 1 ? '' : 's'}`;
    else if (displayValues.length > 0) folded.displayValue = displayValues.join('; ');
    else delete folded.displayValue;
    if (explanations.length > 0) folded.explanation = explanations.join(' ');
    else delete folded.explanation;
    return folded;
  });
}

/** Failed findings of a page, folded as the reports show them. */
export function failedCount(findings: readonly Finding[]): number {
  return foldPageFindings(findings).filter((finding) => finding.outcome === 'failed').length;
}

/** The URLs a finding's details name: `url` of the details and of the objects in its lists. */
export function resourcesOf(finding: Finding): string[] {
  const urls = new Set<string>();
  const details = finding.details ?? {};
  if (typeof details.url === 'string') urls.add(details.url);
  for (const value of Object.values(details)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) if (typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string') urls.add((item as { url: string }).url);
  }
  return [...urls];
}

/**
 * What must be the same for two occurrences to be shown once: the elements (not where they sit on
 * each page), the resources, the explanation and a share preview. Values (a saving in ms, a
 * measurement) may differ and are listed per page.
 */
function evidenceKey(finding: Finding): string {
  return JSON.stringify([finding.elements.map(elementKey), resourcesOf(finding), finding.explanation ?? '', finding.details?.preview ?? null]);
}

/**
 * Every finding of the report (site-wide ones first, then page by page) folded by audit and
 * outcome, and within that by identical evidence; most severe first, then the most pages.
 */
export function foldFindings(report: Report, category?: Category): FoldedFinding[] {
  const groups = new Map<string, FoldedFinding>();
  const add = (page: string, finding: Finding) => {
    if (category !== undefined && finding.category !== category) return;
    const groupKey = `${finding.category}|${finding.id}|${finding.outcome}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { finding, severity: finding.severity, pages: [], evidence: [], occurrences: [] };
      groups.set(groupKey, group);
    }
    group.occurrences.push({ page, finding });
    if (!group.pages.includes(page)) group.pages.push(page);
    const key = evidenceKey(finding);
    let evidence = group.evidence.find((candidate) => evidenceKey(candidate.finding) === key);
    if (!evidence) {
      evidence = { finding, page, pages: [], devices: [], resources: resourcesOf(finding), values: [] };
      group.evidence.push(evidence);
    }
    if (!evidence.pages.includes(page)) evidence.pages.push(page);
    if (!evidence.devices.includes(finding.device)) evidence.devices.push(finding.device);
    evidence.values.push({ page, device: finding.device, value: finding.displayValue ?? '' });
  };
  for (const finding of foldPageFindings(report.siteFindings ?? [])) add(WHOLE_SITE, finding);
  for (const page of report.pages) for (const finding of foldPageFindings(page.findings)) add(page.url, finding);
  const folded = [...groups.values()];
  for (const group of folded) {
    group.severity = highest(group.occurrences.map((occurrence) => occurrence.finding.severity));
    for (const evidence of group.evidence) if (new Set(evidence.values.map((entry) => entry.value)).size <= 1) evidence.values = [];
  }
  return folded.sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || b.pages.length - a.pages.length);
}

/** Folded findings of a category by outcome, each list most severe first. */
export function foldByOutcome(report: Report, category: Category): Record<Outcome, FoldedFinding[]> {
  const result: Record<Outcome, FoldedFinding[]> = { failed: [], 'needs-review': [], error: [], passed: [], 'not-applicable': [] };
  for (const group of foldFindings(report, category)) result[group.finding.outcome].push(group);
  return result;
}

/** "whole site", "on 10 of 10 pages", "whole site and on 2 of 10 pages". */
export function wherePhrase(pages: readonly string[], report: Report): string {
  const onPages = pages.filter((page) => page !== WHOLE_SITE).length;
  const total = report.pages.length;
  const counted = `on ${onPages} of ${total} page${total === 1 ? '' : 's'}`;
  if (!pages.includes(WHOLE_SITE)) return counted;
  return onPages === 0 ? WHOLE_SITE : `${WHOLE_SITE} and ${counted}`;
}
