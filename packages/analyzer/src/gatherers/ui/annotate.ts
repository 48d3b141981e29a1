// The annotated screenshot: the page's full-page screenshot with a numbered box around every element
// of every failed finding. It needs all findings, so it is a page stage that runs after the audits
// (annotationStage, registered in config/registry.ts), not a gatherer. Drawing is
// done by the browser itself (the screenshot as an <img>, boxes as HTML), so no image library with
// native code and no bitmap font are needed.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import type { GatheredArtifacts } from '../../driver/load-page';
import type { PageStage } from '../../pipeline/stage';
import type { Device, Finding, PageReport, Severity } from '../../types';
import { isArtifactError } from '../../types';
import './screenshots';

// Boxes around more than this share of the page (body, main wrappers) are left out.
const MAX_BOX_SHARE = 0.6;

/**
 * Each severity's box and label colour, and the label's text colour: at least 4.5:1 on its fill, as
 * the report's marker badges (the web's MARKER_COLOURS with near-black or white text, whichever reads
 * better), so a number on the picture and its badge look alike. White on the orange was only 3.5:1.
 */
const MARKER_COLOURS: Record<Severity, { fill: string; text: string }> = {
  critical: { fill: '#d00000', text: '#ffffff' },
  serious: { fill: '#e85d04', text: '#18181b' },
  moderate: { fill: '#7b2cbf', text: '#ffffff' },
  minor: { fill: '#0077b6', text: '#ffffff' },
};

export interface Marker {
  marker: number;
  findingId: string;
  selector: string;
  rect: { x: number; y: number; width: number; height: number };
  severity: Severity;
}

/**
 * Numbers the elements of failed findings in report order and writes each number onto the element
 * (`element.marker`), so the report's list and the picture refer to the same boxes. Elements outside
 * the captured area get no number, and neither do wrappers covering most of the page (a box around
 * the whole page points at nothing).
 */
export function assignMarkers(findings: Finding[], area: { width: number; height: number }): Marker[] {
  const markers: Marker[] = [];
  const byKey = new Map<string, number>();
  const pageArea = area.width * area.height;
  for (const finding of findings) {
    if (finding.outcome !== 'failed') continue;
    for (const element of finding.elements) {
      const rect = element.rect;
      if (!rect || rect.width <= 0 || rect.height <= 0 || rect.y >= area.height || rect.x >= area.width || rect.y + rect.height <= 0) continue;
      if (rect.width * Math.min(rect.height, area.height) > pageArea * MAX_BOX_SHARE) continue;
      const key = `${finding.id} ${element.selector}`;
      const known = byKey.get(key);
      if (known !== undefined) {
        element.marker = known;
        continue;
      }
      const marker = markers.length + 1;
      byKey.set(key, marker);
      element.marker = marker;
      markers.push({ marker, findingId: finding.id, selector: element.selector, rect, severity: finding.severity });
    }
  }
  return markers;
}

const SEVERITY_ORDER: Severity[] = ['critical', 'serious', 'moderate', 'minor'];
const LABEL_HEIGHT = 20;

interface Box {
  rect: Marker['rect'];
  severity: Severity;
  label: string;
  labelAt: { x: number; y: number; width: number };
}

function overlaps(a: { x: number; y: number; width: number }, b: { x: number; y: number; width: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + LABEL_HEIGHT && b.y < a.y + LABEL_HEIGHT;
}

/**
 * One box per element (an element failing several findings shows all their numbers on one label),
 * coloured by the worst severity, with labels moved around the box until they do not cover another.
 */
export function layoutBoxes(markers: Marker[], area: { width: number; height: number }): Box[] {
  const groups = new Map<string, Marker[]>();
  for (const m of markers) {
    const key = `${m.selector} ${m.rect.x},${m.rect.y},${m.rect.width},${m.rect.height}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const placed: Box['labelAt'][] = [];
  const boxes: Box[] = [];
  for (const group of groups.values()) {
    const rect = group[0]!.rect;
    const label = group.map((m) => m.marker).join(',');
    const width = 12 + label.length * 8;
    const right = Math.max(0, Math.min(area.width - width, rect.x + rect.width - width));
    const left = Math.max(0, Math.min(area.width - width, rect.x));
    const above = Math.max(0, rect.y - LABEL_HEIGHT);
    const candidates = [
      { x: left, y: above },
      { x: right, y: above },
      { x: left, y: rect.y },
      { x: right, y: rect.y },
      { x: Math.max(0, rect.x - width), y: rect.y },
      { x: left, y: rect.y + rect.height },
      { x: right, y: rect.y + rect.height },
    ].map((at) => ({ ...at, width }));
    const labelAt = candidates.find((candidate) => !placed.some((other) => overlaps(candidate, other))) ?? candidates[0]!;
    placed.push(labelAt);
    const severity = SEVERITY_ORDER.find((level) => group.some((m) => m.severity === level))!;
    boxes.push({ rect, severity, label, labelAt });
  }
  return boxes;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function annotationHtml(imageBase64: string, size: { width: number; height: number }, markers: Marker[]): string {
  const boxes = layoutBoxes(markers, size);
  const frames = boxes.map((box) => `<div class="box" style="left:${box.rect.x}px;top:${box.rect.y}px;width:${box.rect.width}px;height:${box.rect.height}px;border-color:${MARKER_COLOURS[box.severity].fill}"></div>`).join('');
  // Labels after every frame, so no frame is drawn across a number.
  const labels = boxes.map((box) => `<span class="label" style="left:${box.labelAt.x}px;top:${box.labelAt.y}px;width:${box.labelAt.width}px;background:${MARKER_COLOURS[box.severity].fill};color:${MARKER_COLOURS[box.severity].text}">${escapeHtml(box.label)}</span>`).join('');
  return `<!doctype html><html><head><style>
    html,body{margin:0;padding:0;width:${size.width}px;height:${size.height}px;overflow:hidden}
    img{position:absolute;left:0;top:0;width:${size.width}px}
    .box{position:absolute;box-sizing:border-box;border:3px solid;box-shadow:0 0 0 1px #fff, inset 0 0 0 1px #fff}
    .label{position:absolute;height:${LABEL_HEIGHT}px;box-sizing:border-box;font:bold 13px/${LABEL_HEIGHT}px sans-serif;text-align:center;border-radius:${LABEL_HEIGHT / 2}px;box-shadow:0 0 0 1px #fff}
  </style></head><body><img src="data:image/png;base64,${imageBase64}">${frames}${labels}</body></html>`;
}

// One script-free context per browser and pixel ratio draws every page's annotated copy: a new
// context per page cost a few hundred milliseconds each. It ends with its browser.
const drawingContexts = new WeakMap<Browser, Map<number, Promise<BrowserContext>>>();

function drawingContext(browser: Browser, devicePixelRatio: number): Promise<BrowserContext> {
  const byRatio = drawingContexts.get(browser) ?? new Map<number, Promise<BrowserContext>>();
  drawingContexts.set(browser, byRatio);
  let context = byRatio.get(devicePixelRatio);
  if (!context) {
    context = browser.newContext({ deviceScaleFactor: devicePixelRatio, javaScriptEnabled: false });
    // A failed start must not stay cached for the pages after.
    context.catch(() => byRatio.delete(devicePixelRatio));
    byRatio.set(devicePixelRatio, context);
  }
  return context;
}

/** Writes `outPath`: the full-page screenshot with markers drawn; returns the markers. */
export async function writeAnnotatedScreenshot(
  browser: Browser,
  input: { fullPagePath: string; size: { width: number; height: number; devicePixelRatio: number }; findings: Finding[]; outPath: string },
): Promise<Marker[]> {
  const markers = assignMarkers(input.findings, input.size);
  const image = await readFile(input.fullPagePath);
  const viewport = { width: input.size.width, height: input.size.height };
  const page = await (await drawingContext(browser, input.size.devicePixelRatio)).newPage();
  try {
    await page.setViewportSize(viewport);
    await page.setContent(annotationHtml(image.toString('base64'), input.size, markers), { waitUntil: 'load' });
    // Clipped to the original's size: a box reaching past the page edge must not widen the picture.
    await page.screenshot({ path: input.outPath, clip: { x: 0, y: 0, ...viewport }, timeout: 15_000 });
  } finally {
    await page.close();
  }
  return markers;
}

/**
 * The screenshots of one page for the report (viewport, full page, annotated, per device), drawing
 * the annotated one from that device's findings. Findings are numbered in the report's order.
 */
async function pageScreenshots(
  browser: Browser,
  loads: ReadonlyArray<{ device: Device; artifacts: GatheredArtifacts }>,
  findings: readonly Finding[],
): Promise<PageReport['screenshots']> {
  const screenshots: PageReport['screenshots'] = [];
  for (const load of loads) {
    const shots = load.artifacts.UiScreenshots;
    if (!shots || isArtifactError(shots) || !shots.fullPagePath || !shots.viewportPath) continue;
    screenshots.push({ device: load.device, kind: 'viewport', path: shots.viewportPath }, { device: load.device, kind: 'fullPage', path: shots.fullPagePath });
    const own = findings.filter((finding) => finding.device === load.device).sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id));
    const outPath = shots.fullPagePath.replace(/-full\.png$/, '-annotated.png');
    await writeAnnotatedScreenshot(browser, { fullPagePath: shots.fullPagePath, size: shots.fullPage, findings: own, outPath });
    screenshots.push({ device: load.device, kind: 'annotated', path: outPath });
  }
  return screenshots;
}

/**
 * UI_ANALYSIS and DECEPTIVE_DESIGN, whose findings point at elements on the page, get screenshots
 * (the UiScreenshots gatherer) and, once every audit of the page has run, this stage draws the
 * annotated one; the page's own viewport shot, if any, gives way.
 */
export const annotationStage: PageStage = {
  name: 'annotate',
  wanted: (options) => (options.analysisTypes.includes('UI_ANALYSIS') || options.analysisTypes.includes('DECEPTIVE_DESIGN')) && Boolean(options.outputDir),
  artifacts: ['UiScreenshots'],
  start({ browsers }) {
    return () => ({
      async afterAudits(report, loads, findings) {
        const ui = await pageScreenshots(await browsers.get(), loads.filter((load) => load.error === null), findings).catch(() => []);
        if (ui.length > 0) report.screenshots = [...report.screenshots.filter((shot) => shot.kind !== 'viewport' || !ui.some((own) => own.device === shot.device)), ...ui];
      },
    });
  },
};
