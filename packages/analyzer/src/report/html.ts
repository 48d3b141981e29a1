import { readFile } from 'node:fs/promises';
import type { Finding, Report } from '../types';
import { categoryTitle, groupFindings, guideUrl, measuredCategories, OUTCOME_TITLES, type GroupedFinding } from './summary';

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

function elementItem(element: Finding['elements'][number], page: string, device: string, anchors: ShotAnchors): string {
  const anchor = anchors.get(anchorKey(page, device));
  const label = `Box ${element.marker} on the annotated ${device} screenshot of ${page}`;
  const marker =
    element.marker === undefined ? '' : anchor ? `<a class="marker" href="#${anchor}" title="${esc(label)}">#${element.marker}</a> ` : `<span class="marker" title="${esc(label)}">#${element.marker}</span> `;
  return `<li>${marker}<code>${esc(element.selector)}</code>${element.note ? ` — ${esc(element.note)}` : ''}<pre>${esc(element.snippet)}</pre></li>`;
}

/**
 * A finding's elements: markers are numbered per page and device, so a problem seen on several pages
 * lists each page's elements under its own heading (the first pages only, to keep the file small).
 */
function elementLists(group: GroupedFinding, anchors: ShotAnchors): string {
  const withElements = group.occurrences.filter((occurrence) => occurrence.finding.elements.length > 0);
  if (withElements.length === 0) return '';
  const single = withElements.length === 1 && group.occurrences.length === 1;
  const shown = withElements.slice(0, 10).map(({ page, finding }) => {
    const items = finding.elements.slice(0, 8).map((element) => elementItem(element, page, finding.device, anchors)).join('');
    const more = finding.elements.length > 8 ? `<li class="more">… and ${finding.elements.length - 8} more elements</li>` : '';
    return `${single ? '' : `<p class="where">${esc(page)} · ${esc(finding.device)}</p>`}<ul class="elements">${items}${more}</ul>`;
  });
  const rest = withElements.length > 10 ? `<p class="where">… and ${withElements.length - 10} more pages with elements</p>` : '';
  return shown.join('') + rest;
}

function findingItem(group: GroupedFinding, anchors: ShotAnchors): string {
  const { finding, pages } = group;
  const guide = guideUrl(finding.guide);
  const elements = elementLists(group, anchors);
  const preview = finding.id === 'share-preview' && finding.details?.preview ? previewCard(finding.details.preview as Preview) : '';
  const pageList = pages.slice(0, 15).map((page) => `<li>${esc(page)}</li>`).join('') + (pages.length > 15 ? `<li>… and ${pages.length - 15} more</li>` : '');
  return `<details class="finding ${finding.outcome}">
<summary><span class="sev ${finding.severity}">${esc(finding.severity)}</span> ${esc(finding.title)}${finding.displayValue ? ` <span class="dv">${esc(finding.displayValue)}</span>` : ''} <span class="count">${pages.length === 1 && pages[0] === 'whole site' ? 'whole site' : `${pages.length} page${pages.length === 1 ? '' : 's'}`}</span></summary>
<div class="body">
<p>${esc(finding.description)}</p>
${finding.explanation ? `<p class="why">${esc(finding.explanation)}</p>` : ''}
${preview}
<p><strong>How to fix:</strong> ${esc(finding.recommendation)}${guide ? ` <a href="${esc(guide)}">Read the guide</a>` : finding.guide ? ` <span class="refs">Sightline guide: ${esc(finding.guide)}</span>` : ''}</p>
${finding.wcag.length > 0 ? `<p class="refs">WCAG ${finding.wcag.map(esc).join(', ')}${finding.act.length > 0 ? ` · ACT ${finding.act.map(esc).join(', ')}` : ''}</p>` : ''}
${elements}
<ul class="pages">${pageList}</ul>
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
.where{margin:10px 0 0;font-size:.85rem;color:var(--muted);overflow-wrap:anywhere}.elements code{overflow-wrap:anywhere}.more{color:var(--muted);font-size:.85rem}
@media print{details{break-inside:avoid}details:not([open]) .body{display:block}.shot{break-inside:avoid}}
`;

/** A single self-contained HTML file: inline CSS, screenshots as data URIs, no scripts. */
export async function toHtml(report: Report): Promise<string> {
  const categories = measuredCategories(report);
  const screenshots = await screenshotSection(report);
  const sections: string[] = [];
  for (const category of categories) {
    const groups = groupFindings(report, category);
    const open = (['failed', 'needs-review', 'error'] as const)
      .filter((outcome) => groups[outcome].length > 0)
      .map((outcome) => `<h3>${OUTCOME_TITLES[outcome]} (${groups[outcome].length})</h3>${groups[outcome].map((group) => findingItem(group, screenshots.anchors)).join('\n')}`)
      .join('\n');
    const passed = groups.passed.length > 0 ? `<h3>Passed (${groups.passed.length})</h3><p class="passed-list">${groups.passed.map((group) => esc(group.finding.title)).join(' · ')}</p>` : '';
    sections.push(`<section><h2>${esc(categoryTitle(category))} <span class="${scoreClass(report.scores[category])}">${report.scores[category]}</span></h2>${open}${passed}</section>`);
  }
  const pageRows = report.pages
    .map(
      (page) =>
        `<tr><td>${esc(page.url)}${page.finalUrl !== page.url ? `<br><small>→ ${esc(page.finalUrl)}</small>` : ''}</td><td>${page.status ?? '–'}</td><td class="${scoreClass(page.scores.overall)}">${page.scores.overall ?? '–'}</td><td>${page.findings.filter((finding: Finding) => finding.outcome === 'failed').length}</td><td>${esc(page.error ?? '')}</td></tr>`,
    )
    .join('');
  const weights = categories
    .map((category) => `${esc(categoryTitle(category))}: ${Object.entries(report.scoring.weights[category]).map(([id, weight]) => `${esc(id)} ×${weight}`).join(', ')}`)
    .join('<br>');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sightline report — ${esc(report.requestedUrl)}</title><style>${STYLE}</style></head>
<body><main>
<h1>Website report: ${esc(report.requestedUrl)}</h1>
<p class="meta">${report.pages.length} page${report.pages.length === 1 ? '' : 's'} analysed on ${esc(report.options.devices.join(' and '))} · ${esc(new Date(report.finishedAt).toUTCString())}</p>
<div class="gauges">${gauge('Overall', report.scores.overall, true)}${categories.map((category) => gauge(categoryTitle(category), report.scores[category])).join('')}</div>
<div class="formula"><strong>How these scores are computed.</strong> ${esc(report.scoring.formula)}<details><summary>Audit weights</summary><p>${weights}</p></details></div>
${sections.join('\n')}
<section><h2>Pages</h2><table><thead><tr><th>Page</th><th>Status</th><th>Score</th><th>Failed</th><th>Error</th></tr></thead><tbody>${pageRows}</tbody></table></section>
${screenshots.html}
${(report.skipped ?? []).length > 0 ? `<section><h2>Not analysed</h2><ul class="pages">${(report.skipped ?? []).slice(0, 100).map((entry) => `<li>${esc(entry.url)} — ${esc(entry.reason)}</li>`).join('')}</ul></section>` : ''}
<p class="meta">Generated by Sightline, schema ${esc(report.schemaVersion)}.</p>
</main></body></html>
`;
}
