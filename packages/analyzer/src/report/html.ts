import { readFile } from 'node:fs/promises';
import type { Finding, Report } from '../types';
import { failedCount, foldByOutcome, wherePhrase, WHOLE_SITE, type FoldedEvidence, type FoldedFinding } from './fold';
import { DEFAULT_GUIDE_BASE_URL, guideUrl, ruleLinks, type RuleLink } from './links';
import { categoryTitle, measuredCategories, OUTCOME_TITLES } from './summary';

function esc(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function scoreClass(score: number | null): string {
  if (score === null) return 'none';
  return score >= 90 ? 'good' : score >= 50 ? 'fair' : 'poor';
}

function gauge(label: string, score: number | null, large = false): string {
  return `<div class="gauge ${scoreClass(score)}${large ? ' large' : ''}"><span class="value">${score ?? '–'}</span><span class="label">${esc(label)}</span></div>`;
}

interface Preview {
  title: string | null;
  description: string | null;
  domain: string;
  siteName: string | null;
  image: string | null;
  layout: 'large' | 'thumbnail' | 'text';
}

/** The share-preview finding drawn as the card a social network would show. */
function previewCard(preview: Preview): string {
  const image = preview.image ? `<div class="card-image"><img src="${esc(preview.image)}" alt="" loading="lazy"></div>` : '';
  return `<div class="share-card ${esc(preview.layout)}">${image}<div class="card-text"><div class="card-domain">${esc(preview.domain.toUpperCase())}</div><div class="card-title">${esc(preview.title ?? '(no title)')}</div><div class="card-description">${esc(preview.description ?? '')}</div></div></div>`;
}

/** Where each page's embedded screenshots sit, so an element's marker can link to its picture. */
type ShotAnchors = Map<string, string>;

const anchorKey = (page: string, device: string) => `${device} ${page}`;

/** What every finding of a report links to. */
interface Links {
  guideBaseUrl: string;
  rule: (finding: Finding) => RuleLink | null;
}

function elementItem(element: Finding['elements'][number], page: string, device: string, anchors: ShotAnchors): string {
  const anchor = anchors.get(anchorKey(page, device));
  const label = `Box ${element.marker} on the annotated ${device} screenshot of ${page}`;
  const marker =
    element.marker === undefined ? '' : anchor ? `<a class="marker" href="#${anchor}" title="${esc(label)}">#${element.marker}</a> ` : `<span class="marker" title="${esc(label)}">#${element.marker}</span> `;
  return `<li>${marker}<code>${esc(element.selector)}</code>${element.note ? ` — ${esc(element.note)}` : ''}<pre>${esc(element.snippet)}</pre></li>`;
}

function pageList(all: readonly string[]): string {
  const pages = all.filter((page) => page !== WHOLE_SITE);
  if (pages.length === 0) return '';
  return `<ul class="pages">${pages.slice(0, 15).map((page) => `<li>${esc(page)}</li>`).join('')}${pages.length > 15 ? `<li>… and ${pages.length - 15} more</li>` : ''}</ul>`;
}

function kib(bytes: unknown): string {
  return typeof bytes === 'number' ? ` <span class="dv">${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KiB</span>` : '';
}

/** The resources a finding names, once, with their size where the finding has it. */
function resourceList(evidence: FoldedEvidence): string {
  if (evidence.resources.length === 0) return '';
  const sizes = new Map<string, unknown>();
  for (const value of Object.values(evidence.finding.details ?? {})) {
    if (Array.isArray(value)) for (const item of value as Array<{ url?: unknown; bytes?: unknown }>) if (typeof item?.url === 'string') sizes.set(item.url, item.bytes);
  }
  const items = evidence.resources.slice(0, 20).map((url) => `<li><code>${esc(url)}</code>${kib(sizes.get(url))}</li>`).join('');
  return `<p class="where">Resources</p><ul class="resources">${items}${evidence.resources.length > 20 ? `<li class="more">… and ${evidence.resources.length - 20} more</li>` : ''}</ul>`;
}

/**
 * The evidence of one fold: elements, resources and explanation once (markers are those of its
 * first page's screenshot), then the pages it was seen on, with each page's value when they differ.
 */
function evidenceBlock(evidence: FoldedEvidence, group: FoldedFinding, report: Report, anchors: ShotAnchors): string {
  const { finding } = evidence;
  // Several variants each say where they are: one page by its address (the list would repeat it).
  const onePage = evidence.pages.length === 1 && evidence.values.length === 0;
  const heading = onePage ? `${evidence.page} · ${evidence.devices.join(' and ')}` : `${wherePhrase(evidence.pages, report)}${report.options.devices.length > 1 ? ` · ${evidence.devices.join(' and ')}` : ''}`;
  const where = group.evidence.length === 1 ? '' : `<p class="where">${esc(heading)}</p>`;
  const elements = finding.elements.slice(0, 8).map((element) => elementItem(element, evidence.page, finding.device, anchors)).join('');
  const moreElements = finding.elements.length > 8 ? `<li class="more">… and ${finding.elements.length - 8} more elements</li>` : '';
  const preview = finding.id === 'share-preview' && finding.details?.preview ? previewCard(finding.details.preview as Preview) : '';
  const values =
    evidence.values.length > 0
      ? `<p class="where">Per page</p><ul class="pages">${evidence.values.slice(0, 15).map((entry) => `<li>${esc(entry.page)}${report.options.devices.length > 1 ? ` · ${esc(entry.device)}` : ''}: ${esc(entry.value || '–')}</li>`).join('')}${evidence.values.length > 15 ? `<li>… and ${evidence.values.length - 15} more</li>` : ''}</ul>`
      : group.evidence.length > 1 && onePage
        ? ''
        : pageList(evidence.pages);
  return `<div class="evidence">${where}${finding.explanation ? `<p class="why">${esc(finding.explanation)}</p>` : ''}${preview}${elements ? `<ul class="elements">${elements}${moreElements}</ul>` : ''}${resourceList(evidence)}${values}</div>`;
}

function findingItem(group: FoldedFinding, report: Report, anchors: ShotAnchors, links: Links): string {
  const { finding } = group;
  const guide = guideUrl(finding.guide, links.guideBaseUrl);
  const rule = links.rule(finding);
  const refs = [guide ? `<a href="${esc(guide)}">Read the guide</a>` : '', rule ? `<a href="${esc(rule.url)}">${esc(rule.label)}</a>` : ''].filter(Boolean).join(' · ');
  const sameValue = group.evidence.length === 1 && group.evidence[0]!.values.length === 0 ? finding.displayValue : undefined;
  const shown = group.evidence.slice(0, 10).map((evidence) => evidenceBlock(evidence, group, report, anchors)).join('');
  const rest = group.evidence.length > 10 ? `<p class="where">… and ${group.evidence.length - 10} more variants on other pages</p>` : '';
  return `<details class="finding ${finding.outcome}">
<summary><span class="sev ${group.severity}">${esc(group.severity)}</span> ${esc(finding.title)}${sameValue ? ` <span class="dv">${esc(sameValue)}</span>` : ''} <span class="count">${esc(wherePhrase(group.pages, report))}</span></summary>
<div class="body">
<p>${esc(finding.description)}</p>
<p><strong>How to fix:</strong> ${esc(finding.recommendation)}${refs ? ` ${refs}` : ''}</p>
${finding.wcag.length > 0 ? `<p class="refs">WCAG ${finding.wcag.map(esc).join(', ')}${finding.act.length > 0 ? ` · ACT ${finding.act.map(esc).join(', ')}` : ''}</p>` : ''}
${shown}${rest}
</div>
</details>`;
}

async function screenshotData(path: string): Promise<string | null> {
  try {
    return `data:image/png;base64,${(await readFile(path)).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * One picture per page and device: the annotated full page whose numbers the findings refer to, or
 * the first screen when no annotated one was drawn. The plain full page and viewport stay files only:
 * embedding all three would triple the size of the report.
 */
async function screenshotSection(report: Report): Promise<{ html: string; anchors: ShotAnchors }> {
  const anchors: ShotAnchors = new Map();
  const pages: string[] = [];
  for (const [index, page] of report.pages.entries()) {
    const figures: string[] = [];
    for (const device of report.options.devices) {
      const shot = page.screenshots.find((candidate) => candidate.device === device && candidate.kind === 'annotated') ?? page.screenshots.find((candidate) => candidate.device === device && candidate.kind === 'viewport');
      const data = shot ? await screenshotData(shot.path) : null;
      if (!shot || !data) continue;
      const id = `shot-${index + 1}-${device}`;
      const annotated = shot.kind === 'annotated';
      if (annotated) anchors.set(anchorKey(page.url, device), id);
      const what = annotated ? 'annotated full page: the numbers match the markers listed with each finding' : 'first screen';
      figures.push(
        `<figure id="${id}" class="shot ${esc(device)}"><img src="${data}" alt="${esc(`${annotated ? 'Annotated' : 'First-screen'} ${device} screenshot of ${page.url}`)}"><figcaption><strong>${esc(page.url)}</strong> · ${esc(device)} · ${what}</figcaption></figure>`,
      );
    }
    if (figures.length > 0) pages.push(`<div class="shots">${figures.join('')}</div>`);
  }
  return { html: pages.length > 0 ? `<section><h2>Screenshots</h2>${pages.join('')}</section>` : '', anchors };
}

const STYLE = `
:root{--good:#0a7d38;--fair:#b35900;--poor:#c0262d;--ink:#1b1f24;--muted:#5b6570;--line:#e3e7eb;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink)}
body{margin:0;background:#f6f7f9}main{max-width:980px;margin:0 auto;padding:32px 20px}
h1{font-size:1.6rem;margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid var(--line);padding-bottom:6px}h3{color:var(--muted);font-size:1rem;text-transform:uppercase;letter-spacing:.04em}
.meta{color:var(--muted);margin:0 0 24px}.gauges{display:flex;flex-wrap:wrap;gap:16px;margin:24px 0}
.gauge{display:flex;flex-direction:column;align-items:center;justify-content:center;width:96px;height:96px;border-radius:50%;border:6px solid currentColor;background:#fff}
.gauge.large{width:128px;height:128px}.gauge .value{font-size:1.8rem;font-weight:700}.gauge.large .value{font-size:2.4rem}.gauge .label{font-size:.75rem;color:var(--muted);text-align:center}
.good{color:var(--good)}.fair{color:var(--fair)}.poor{color:var(--poor)}.none{color:#9aa3ab}
.formula{background:#fff;border:1px solid var(--line);border-radius:8px;padding:12px 16px;color:var(--muted);font-size:.9rem}
.finding{background:#fff;border:1px solid var(--line);border-left:4px solid #9aa3ab;border-radius:6px;margin:8px 0}.finding.failed{border-left-color:var(--poor)}.finding.needs-review{border-left-color:var(--fair)}.finding.passed{border-left-color:var(--good)}
.finding summary{cursor:pointer;padding:10px 14px;list-style:none}.finding .body{padding:0 14px 12px}.dv{color:var(--muted)}.count{float:right;color:var(--muted);font-size:.85rem}
.sev{display:inline-block;font-size:.7rem;text-transform:uppercase;padding:2px 6px;border-radius:4px;background:#eef0f2;color:var(--muted);margin-right:6px}.sev.critical,.sev.serious{background:#fde8e8;color:var(--poor)}
.why{font-style:italic}.refs{color:var(--muted);font-size:.85rem}pre{white-space:pre-wrap;word-break:break-all;background:#f3f4f6;padding:6px;border-radius:4px;font-size:.8rem}
.pages{color:var(--muted);font-size:.85rem}.passed-list{color:var(--muted);font-size:.9rem}
.share-card{max-width:520px;border:1px solid #dadde1;border-radius:8px;overflow:hidden;background:#fff;margin:12px 0;font-family:Helvetica,Arial,sans-serif}.share-card.thumbnail{display:flex}.share-card.thumbnail .card-image{width:120px;flex:none}
.card-image img{display:block;width:100%;aspect-ratio:1.91/1;object-fit:cover;background:#eee}.share-card.thumbnail img{aspect-ratio:1/1;height:100%}.card-text{padding:10px 12px;background:#f2f3f5}
.card-domain{font-size:.75rem;color:#606770}.card-title{font-weight:600;margin:2px 0}.card-description{font-size:.85rem;color:#606770;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid var(--line);padding:6px 8px;text-align:left;font-size:.9rem}
.shots{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start;margin:16px 0}.shot{margin:0;max-width:100%}.shot.mobile{width:390px}.shot.desktop{width:100%}
.shot img{display:block;width:100%;height:auto;border:1px solid var(--line);border-radius:6px;background:#fff}.shot figcaption{font-size:.85rem;color:var(--muted);margin-top:6px;overflow-wrap:anywhere}
.marker{display:inline-block;min-width:1.6em;padding:0 4px;border-radius:.8em;background:var(--poor);color:#fff;font-weight:700;font-size:.8rem;text-align:center;text-decoration:none}
.where{margin:10px 0 0;font-size:.85rem;color:var(--muted);overflow-wrap:anywhere}.elements code,.resources code{overflow-wrap:anywhere}.more{color:var(--muted);font-size:.85rem}
.evidence+.evidence{border-top:1px solid var(--line);margin-top:10px}
@media print{details{break-inside:avoid}details:not([open]) .body{display:block}.shot{break-inside:avoid}}
`;

export interface HtmlOptions {
  /** Where the Sightline guides are served: guide links are absolute, the file is read anywhere. */
  guideBaseUrl?: string;
}

/** A single self-contained HTML file: inline CSS, screenshots as data URIs, no scripts. */
export async function toHtml(report: Report, options: HtmlOptions = {}): Promise<string> {
  const categories = measuredCategories(report);
  const screenshots = await screenshotSection(report);
  const links: Links = { guideBaseUrl: options.guideBaseUrl ?? DEFAULT_GUIDE_BASE_URL, rule: await ruleLinks(report) };
  const sections: string[] = [];
  for (const category of categories) {
    const groups = foldByOutcome(report, category);
    const open = (['failed', 'needs-review', 'error'] as const)
      .filter((outcome) => groups[outcome].length > 0)
      .map((outcome) => `<h3>${OUTCOME_TITLES[outcome]} (${groups[outcome].length})</h3>${groups[outcome].map((group) => findingItem(group, report, screenshots.anchors, links)).join('\n')}`)
      .join('\n');
    const passed = groups.passed.length > 0 ? `<h3>Passed (${groups.passed.length})</h3><p class="passed-list">${groups.passed.map((group) => esc(group.finding.title)).join(' · ')}</p>` : '';
    sections.push(`<section><h2>${esc(categoryTitle(category))} <span class="${scoreClass(report.scores[category] ?? null)}">${report.scores[category]}</span></h2>${open}${passed}</section>`);
  }
  const pageRows = report.pages
    .map(
      (page) =>
        `<tr><td>${esc(page.url)}${page.finalUrl !== page.url ? `<br><small>→ ${esc(page.finalUrl)}</small>` : ''}</td><td>${page.status ?? '–'}</td><td class="${scoreClass(page.scores.overall)}">${page.scores.overall ?? '–'}</td><td>${failedCount(page.findings)}</td><td>${esc([page.error, ...(page.unmeasured ?? []).map((entry) => `${entry.category} not measured (${entry.device}): ${entry.reason}`)].filter(Boolean).join('; '))}</td></tr>`,
    )
    .join('');
  const weights = categories
    .map((category) => `${esc(categoryTitle(category))}: ${Object.entries(report.scoring.weights[category] ?? {}).map(([id, weight]) => `${esc(id)} ×${weight}`).join(', ')}`)
    .join('<br>');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sightline report — ${esc(report.requestedUrl)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Website report: ${esc(report.requestedUrl)}</h1>
<p class="meta">${report.pages.length} page${report.pages.length === 1 ? '' : 's'} analysed on ${esc(report.options.devices.join(' and '))} · ${esc(new Date(report.finishedAt).toUTCString())}</p>
<div class="gauges">${gauge('Overall', report.scores.overall, true)}${categories.map((category) => gauge(categoryTitle(category), report.scores[category] ?? null)).join('')}</div>
<div class="formula"><strong>How these scores are computed.</strong> ${esc(report.scoring.formula)}<details><summary>Audit weights</summary><p>${weights}</p></details></div>
${sections.join('\n')}
<section><h2>Pages</h2><table><thead><tr><th>Page</th><th>Status</th><th>Score</th><th>Failed</th><th>Error</th></tr></thead><tbody>${pageRows}</tbody></table></section>
${screenshots.html}
${(report.skipped ?? []).length > 0 ? `<section><h2>Not analysed</h2><ul class="pages">${(report.skipped ?? []).slice(0, 100).map((entry) => `<li>${esc(entry.url)} — ${esc(entry.reason)}</li>`).join('')}</ul></section>` : ''}
<p class="meta">Generated by Sightline, schema ${esc(report.schemaVersion)}.</p>
</main></body></html>
`;
}
