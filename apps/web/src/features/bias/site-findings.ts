// A site check's deceptive-design findings as the report shows them: one group per pattern found
// (failed check), ranked most severe first, then by how often it was seen; each with its evidence
// (the element, the text it quotes, its box on the page's annotated screenshot).
import type { Device, Finding, Rect, Report, Severity } from '../reports/types';

const SEVERITY_RANK: Record<Severity, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };

export interface Evidence {
  page: string;
  selector: string;
  snippet: string;
  /** The words the finding is about (text audits quote them), or what is wrong with this element. */
  note: string | null;
  devices: Device[];
  /** Where the element is drawn on an annotated screenshot: its number there, its box and the image. */
  shot: { device: Device; marker: number; rect: Rect; path: string } | null;
}

export interface PatternGroup {
  id: string;
  title: string;
  severity: Severity;
  description: string;
  recommendation: string;
  explanation: string | null;
  guide: string | null;
  pattern: string | null;
  bias: string | null;
  references: NonNullable<Finding['references']>;
  displayValue: string | null;
  pages: string[];
  devices: Device[];
  evidence: Evidence[];
}

export interface SiteFindings {
  found: PatternGroup[];
  /** Checks that could not tell (needs-review, error), by title. */
  unsure: Array<{ id: string; title: string; explanation: string | null }>;
  /** Checks that ran and found nothing, by title. */
  clear: Array<{ id: string; title: string }>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function siteFindings(report: Report): SiteFindings {
  const groups = new Map<string, PatternGroup>();
  const unsure = new Map<string, { id: string; title: string; explanation: string | null }>();
  const ran = new Map<string, string>();
  const located = [...report.pages.flatMap((page) => page.findings.map((finding) => ({ finding, page }))), ...(report.siteFindings ?? []).map((finding) => ({ finding, page: null }))];
  for (const { finding, page } of located) {
    if (finding.category !== 'deceptiveDesign') continue;
    if (finding.outcome === 'not-applicable') continue;
    if (!ran.has(finding.id) || finding.outcome === 'passed') ran.set(finding.id, finding.title);
    if (finding.outcome === 'needs-review' || finding.outcome === 'error') {
      if (!unsure.has(finding.id)) unsure.set(finding.id, { id: finding.id, title: finding.title, explanation: finding.explanation ?? null });
      continue;
    }
    if (finding.outcome !== 'failed') continue;
    let group = groups.get(finding.id);
    if (!group) {
      group = {
        id: finding.id,
        title: finding.title,
        severity: finding.severity,
        description: finding.description,
        recommendation: finding.recommendation,
        explanation: finding.explanation ?? null,
        guide: finding.guide,
        pattern: text(finding.details?.pattern),
        bias: text(finding.details?.bias),
        references: [],
        displayValue: finding.displayValue ?? null,
        pages: [],
        devices: [],
        evidence: [],
      };
      groups.set(finding.id, group);
    }
    if (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[group.severity]) group.severity = finding.severity;
    const url = page?.url ?? report.requestedUrl;
    if (!group.pages.includes(url)) group.pages.push(url);
    if (!group.devices.includes(finding.device)) group.devices.push(finding.device);
    for (const reference of finding.references ?? []) if (!group.references.some((known) => known.url === reference.url)) group.references.push(reference);
    const annotated = page?.screenshots.find((shot) => shot.kind === 'annotated' && shot.device === finding.device);
    for (const element of finding.elements) {
      let item = group.evidence.find((known) => known.page === url && known.selector === element.selector);
      if (!item) {
        item = { page: url, selector: element.selector, snippet: element.snippet, note: element.note ?? null, devices: [], shot: null };
        group.evidence.push(item);
      }
      if (!item.devices.includes(finding.device)) item.devices.push(finding.device);
      // The first device that drew it gives the crop (mobile comes first in the analyzer's order).
      if (!item.shot && annotated && element.marker !== undefined && element.rect) item.shot = { device: finding.device, marker: element.marker, rect: element.rect, path: annotated.path };
    }
  }
  const found = [...groups.values()].sort(
    (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.evidence.length - a.evidence.length || b.pages.length - a.pages.length || a.title.localeCompare(b.title),
  );
  const foundIds = new Set(found.map((group) => group.id));
  return {
    found,
    unsure: [...unsure.values()].filter((item) => !foundIds.has(item.id)),
    clear: [...ran]
      .filter(([id]) => !foundIds.has(id) && !unsure.has(id))
      .map(([id, title]) => ({ id, title }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  };
}
