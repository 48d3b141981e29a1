// UI_ANALYSIS end to end in Chromium: screenshots written and referenced, pixel-measured contrast on
// a gradient and a photo, hidden content, layout shifts, and an annotated screenshot with markers.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/runner';
import type { Finding, Report } from '../../src/types';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { perfAssets } from '../fixtures/perf/assets';

const root = fileURLToPath(new URL('../fixtures/perf/', import.meta.url));

function finding(report: Report, id: string, device = 'mobile'): Finding {
  const found = report.pages[0]!.findings.find((candidate) => candidate.id === id && candidate.device === device);
  if (!found) throw new Error(`No ${id} finding`);
  return found;
}

describe('UI_ANALYSIS in Chromium', () => {
  let server: StaticServer;
  let outputDir: string;
  let bad: Report;
  let good: Report;

  beforeAll(async () => {
    server = await startStaticServer(root, [perfAssets({ compressed: true })]);
    outputDir = await mkdtemp(join(tmpdir(), 'sightline-ui-'));
    const options = { maxPages: 1, analysisTypes: ['UI_ANALYSIS'] as const, allowPrivate: true, respectRobots: false, concurrency: 1, devices: ['mobile', 'desktop'] as const, outputDir };
    bad = await run({ url: `${server.url}/ui-bad.html`, ...options });
    good = await run({ url: `${server.url}/ui-good.html`, ...options });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    if (outputDir) await rm(outputDir, { recursive: true, force: true });
  });

  it('writes viewport, full-page and annotated screenshots per device, at the device sizes', async () => {
    const shots = bad.pages[0]!.screenshots;
    expect(shots.map((shot) => `${shot.device} ${shot.kind}`).sort()).toEqual(['desktop annotated', 'desktop fullPage', 'desktop viewport', 'mobile annotated', 'mobile fullPage', 'mobile viewport']);
    const viewport = PNG.sync.read(await readFile(shots.find((shot) => shot.device === 'desktop' && shot.kind === 'viewport')!.path));
    expect([viewport.width, viewport.height]).toEqual([1366, 768]);
    const mobile = PNG.sync.read(await readFile(shots.find((shot) => shot.device === 'mobile' && shot.kind === 'viewport')!.path));
    expect([mobile.width / 2, mobile.height / 2]).toEqual([390, 844]);
    const full = PNG.sync.read(await readFile(shots.find((shot) => shot.device === 'mobile' && shot.kind === 'fullPage')!.path));
    const annotated = PNG.sync.read(await readFile(shots.find((shot) => shot.device === 'mobile' && shot.kind === 'annotated')!.path));
    expect([annotated.width, annotated.height]).toEqual([full.width, full.height]);
    // The full page is taken in CSS pixels (see UiScreenshots).
    expect(full.width).toBe(390);
  });

  it('measures contrast from pixels on the gradient and the photo', () => {
    const contrast = finding(bad, 'text-contrast-over-images');
    expect(contrast.outcome).toBe('failed');
    expect(contrast.elements.map((element) => element.selector).sort()).toEqual(['#hero-title', '#photo-caption']);
    expect(finding(good, 'text-contrast-over-images').outcome).toBe('passed');
  });

  it('finds content under the fixed header, the moving banner, and inconsistent styles', () => {
    expect(finding(bad, 'content-under-fixed').elements.map((element) => element.selector)).toContain('#intro');
    expect(finding(bad, 'layout-shift-regions').outcome).toBe('failed');
    expect(finding(bad, 'button-consistency').outcome).toBe('failed');
    expect(finding(bad, 'typography-consistency').outcome).toBe('failed');
    for (const id of ['content-under-fixed', 'layout-shift-regions', 'button-consistency', 'typography-consistency', 'colour-palette']) expect(finding(good, id).outcome, id).toBe('passed');
  });

  it('numbers every boxed element so the list and the picture agree', () => {
    const markers = bad.pages[0]!.findings.filter((candidate) => candidate.device === 'mobile' && candidate.outcome === 'failed').flatMap((candidate) => candidate.elements.map((element) => element.marker)).filter((marker) => marker !== undefined);
    expect(markers.length).toBeGreaterThan(3);
    expect(new Set(markers).size).toBe(Math.max(...markers));
  });
});
