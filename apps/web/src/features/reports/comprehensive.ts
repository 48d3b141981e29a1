// Pure shaping of a stored report for the comprehensive view: findings merged across devices and
// grouped by category and severity, the WCAG breakdown and the resource figures of PAGE_SPEED.
import { CATEGORY_ORDER } from './report-format';
import type { Category, Device, Finding, Outcome, PageReport, Report, Severity } from './types';
import { WCAG_CRITERIA, type WcagLevel } from './wcag-criteria';

// Every view orders and prints these alike; the comprehensive view's components take them from here.
export { CATEGORY_ORDER, formatBytes } from './report-format';
export const SEVERITY_ORDER: Severity[] = ['critical', 'serious', 'moderate', 'minor'];

export interface ElementMarker {
  device: Device;
  marker: number;
}

export interface MergedElement {
  selector: string;
  snippet: string;
  note?: string;
  /** One number per device screenshot the element is drawn on. */
  markers: ElementMarker[];
}

/** One check on one page, with its result on every device it had that outcome on. */
export interface MergedFinding extends Pick<Finding, 'id' | 'category' | 'outcome' | 'severity' | 'title' | 'description' | 'recommendation' | 'guide' | 'wcag' | 'explanation'> {
  devices: Device[];
  /** Per device, only when the devices disagree; otherwise the one shared value. */
  displayValues: Array<{ device: Device | null; value: string }>;
  elements: MergedElement[];
  /** Deceptive design: the rules that speak to it (cited, not legal advice), the pattern's name and the bias it plays on. */
  references?: NonNullable<Finding['references']>;
  pattern?: string;
  bias?: string;
}

/** A deceptive-design finding's named pattern and bias (`details.pattern`, `details.bias`), when it has them. */
function patternOf(finding: Finding): Pick<MergedFinding, 'pattern' | 'bias'> {
  const pattern = finding.details?.pattern;
  const bias = finding.details?.bias;
  return { ...(typeof pattern === 'string' && pattern !== '' ? { pattern } : {}), ...(typeof bias === 'string' && bias !== '' ? { bias } : {}) };
}

const severityRank = (severity: Severity) => SEVERITY_ORDER.length - SEVERITY_ORDER.indexOf(severity);

/**
 * The analyzer reports each check once per device; a reader wants it once, with the markers of
 * both annotated screenshots next to each element. A check that failed on one device and passed on
 * the other stays two entries (its outcomes differ).
 */
export function mergeDevices(findings: readonly Finding[]): MergedFinding[] {
  const merged = new Map<string, MergedFinding>();
  for (const finding of findings) {
    const key = `${finding.id} ${finding.outcome}`;
    let entry = merged.get(key);
    if (!entry) {
      entry = {
        id: finding.id,
        category: finding.category,
        outcome: finding.outcome,
        severity: finding.severity,
        title: finding.title,
        description: finding.description,
        recommendation: finding.recommendation,
        guide: finding.guide,
        wcag: [...finding.wcag],
        devices: [],
        displayValues: [],
        ...(finding.explanation ? { explanation: finding.explanation } : {}),
        ...patternOf(finding),
        elements: [],
      };
      merged.set(key, entry);
    }
    if (!entry.devices.includes(finding.device)) entry.devices.push(finding.device);
    if (severityRank(finding.severity) > severityRank(entry.severity)) entry.severity = finding.severity;
    if (finding.displayValue) entry.displayValues.push({ device: finding.device, value: finding.displayValue });
    for (const reference of finding.references ?? []) {
      entry.references ??= [];
      if (!entry.references.some((known) => known.url === reference.url)) entry.references.push(reference);
    }
    for (const element of finding.elements) {
      let target = entry.elements.find((candidate) => candidate.selector === element.selector);
      if (!target) {
        target = { selector: element.selector, snippet: element.snippet, ...(element.note ? { note: element.note } : {}), markers: [] };
        entry.elements.push(target);
      }
      if (element.marker !== undefined && !target.markers.some((known) => known.device === finding.device && known.marker === element.marker)) {
        target.markers.push({ device: finding.device, marker: element.marker });
      }
    }
  }
  for (const entry of merged.values()) {
    const values = new Set(entry.displayValues.map((item) => item.value));
    if (values.size === 1) entry.displayValues = [{ device: null, value: [...values][0]! }];
  }
  return [...merged.values()];
}

/** One device's finding in the shape the finding card reads (the detailed report lists devices apart). */
export const singleDevice = (finding: Finding): MergedFinding => mergeDevices([finding])[0]!;

export interface CategoryGroup {
  category: Category;
  failed: Array<{ severity: Severity; findings: MergedFinding[] }>;
  /** needs-review and error: "could not tell", kept apart from failures. */
  review: MergedFinding[];
  passed: MergedFinding[];
}

const byTitle = (a: MergedFinding, b: MergedFinding) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

export function groupByCategory(findings: readonly Finding[]): CategoryGroup[] {
  const merged = mergeDevices(findings);
  const categories = [...new Set(merged.map((finding) => finding.category))].sort(
    (a, b) => (CATEGORY_ORDER.indexOf(a) + 1 || 99) - (CATEGORY_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  return categories.map((category) => {
    const own = merged.filter((finding) => finding.category === category);
    const failed = own.filter((finding) => finding.outcome === 'failed');
    return {
      category,
      failed: SEVERITY_ORDER.map((severity) => ({ severity, findings: failed.filter((finding) => finding.severity === severity).sort(byTitle) })).filter(
        (group) => group.findings.length > 0,
      ),
      review: own.filter((finding) => finding.outcome === 'needs-review' || finding.outcome === 'error').sort(byTitle),
      passed: own.filter((finding) => finding.outcome === 'passed').sort(byTitle),
    };
  });
}

export type WcagResult = 'failed' | 'review' | 'passed';

export interface WcagRow {
  criterion: string;
  name: string | null;
  level: WcagLevel | null;
  result: WcagResult;
  /** The checks mapped to this criterion, worst first, with the pages they failed on (0 for site-wide checks). */
  checks: Array<{ id: string; title: string; result: WcagResult; severity: Severity; pages: number }>;
}

const RESULT_RANK: Record<WcagResult, number> = { failed: 3, review: 2, passed: 1 };
const resultOf = (outcome: Outcome): WcagResult | null => (outcome === 'failed' ? 'failed' : outcome === 'needs-review' || outcome === 'error' ? 'review' : outcome === 'passed' ? 'passed' : null);

const criterionKey = (criterion: string) =>
  criterion
    .split('.')
    .map((part) => part.padStart(3, '0'))
    .join('.');

/** Every WCAG criterion a check of this analysis maps to, with the worst result across pages and devices. */
export function wcagBreakdown(report: Report): WcagRow[] {
  type Check = { title: string; result: WcagResult; severity: Severity; pages: Set<string> };
  const rows = new Map<string, Map<string, Check>>();
  const sources: Array<{ page: string; findings: Finding[] }> = [...report.pages.map((page) => ({ page: page.url, findings: page.findings })), { page: '*', findings: report.siteFindings ?? [] }];
  for (const { page, findings } of sources) {
    for (const finding of findings) {
      const result = resultOf(finding.outcome);
      if (result === null) continue;
      for (const criterion of finding.wcag) {
        const checks = rows.get(criterion) ?? new Map<string, Check>();
        rows.set(criterion, checks);
        const check = checks.get(finding.id);
        if (!check) {
          checks.set(finding.id, { title: finding.title, result, severity: finding.severity, pages: new Set(result === 'failed' && page !== '*' ? [page] : []) });
          continue;
        }
        if (result === 'failed' && page !== '*') check.pages.add(page);
        if (RESULT_RANK[result] > RESULT_RANK[check.result]) Object.assign(check, { result, title: finding.title, severity: finding.severity });
      }
    }
  }
  return [...rows]
    .map(([criterion, checks]): WcagRow => {
      const list = [...checks].map(([id, check]) => ({ id, title: check.title, result: check.result, severity: check.severity, pages: check.pages.size }));
      list.sort((a, b) => RESULT_RANK[b.result] - RESULT_RANK[a.result] || severityRank(b.severity) - severityRank(a.severity) || a.title.localeCompare(b.title));
      const known = WCAG_CRITERIA[criterion];
      return { criterion, name: known?.name ?? null, level: known?.level ?? null, result: list[0]!.result, checks: list };
    })
    .sort((a, b) => criterionKey(a.criterion).localeCompare(criterionKey(b.criterion)));
}

export interface PageResources {
  url: string;
  device: string;
  totalBytes: number;
  requests: number;
  byType: Array<{ type: string; requests: number; bytes: number }>;
  largest: Array<{ url: string; type: string; bytes: number }>;
  /** null when the third-party check did not run. */
  thirdParties: Array<{ site: string; requests: number; bytes: number }> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The page-weight check's details, read defensively: `details` is free-form audit data. */
function pageWeightOf(finding: Finding): Omit<PageResources, 'url' | 'device' | 'thirdParties'> | null {
  const details = finding.details;
  if (!isRecord(details) || !isNumber(details.totalBytes) || !isRecord(details.byType)) return null;
  const byType = Object.entries(details.byType)
    .filter((entry): entry is [string, { requests: number; bytes: number }] => isRecord(entry[1]) && isNumber(entry[1].requests) && isNumber(entry[1].bytes))
    .map(([type, entry]) => ({ type, requests: entry.requests, bytes: entry.bytes }))
    .sort((a, b) => b.bytes - a.bytes || b.requests - a.requests);
  const largest = (Array.isArray(details.largest) ? details.largest : [])
    .filter((item): item is { url: string; type: string; bytes: number } => isRecord(item) && typeof item.url === 'string' && typeof item.type === 'string' && isNumber(item.bytes))
    .filter((item) => item.bytes > 0);
  return { totalBytes: details.totalBytes, requests: byType.reduce((sum, entry) => sum + entry.requests, 0), byType, largest };
}

function thirdPartiesOf(page: PageReport, device: string): PageResources['thirdParties'] {
  const finding = page.findings.find((candidate) => candidate.id === 'third-party-weight' && candidate.device === device);
  if (!finding || (finding.outcome !== 'passed' && finding.outcome !== 'failed')) return null;
  const sites = isRecord(finding.details) && Array.isArray(finding.details.sites) ? finding.details.sites : [];
  return sites
    .filter((site): site is { site: string; requests: number; bytes: number } => isRecord(site) && typeof site.site === 'string' && isNumber(site.requests) && isNumber(site.bytes))
    .map(({ site, requests, bytes }) => ({ site, requests, bytes }));
}

/** Per page, the resource figures of one device (mobile first: the slower case). */
export function resourcesOf(report: Report): PageResources[] {
  return report.pages.flatMap((page) => {
    const candidates = page.findings.filter((finding) => finding.id === 'page-weight').sort((a, b) => (a.device === 'mobile' ? -1 : b.device === 'mobile' ? 1 : 0));
    for (const finding of candidates) {
      const weight = pageWeightOf(finding);
      if (weight) return [{ url: page.url, device: finding.device, ...weight, thirdParties: thirdPartiesOf(page, finding.device) }];
    }
    return [];
  });
}
