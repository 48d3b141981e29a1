// Real Chromium: text over gradients and photographs, which axe-core leaves "incomplete", decided
// from pixels (gatherers/accessibility/pixel-contrast.ts), and focusable content hidden around an
// open modal dialog, decided by focusing it (gatherers/accessibility/hidden-focus.ts). The pages are
// test/fixtures/pixel-contrast; the photographs are drawn here.
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { accessibilityAudits } from '../../src/audits/accessibility/index';
import { accessibilityGatherers } from '../../src/gatherers/accessibility/index';
import type { AxeArtifact } from '../../src/gatherers/accessibility/axe';
import type { Audit } from '../../src/types';
import { gatherArtifacts, gatherersFor, runAudits, type AuditOutcome } from '../../scripts/act/harness';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const ROOT = join(import.meta.dirname, '../fixtures/pixel-contrast');
const CHECKS = new Set(['axe-color-contrast', 'axe-color-contrast-enhanced', 'axe-aria-hidden-focus']);
const AUDITS = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit && CHECKS.has(audit.meta.id));

/** A 64 × 64 photograph whose every pixel is `pick(random 0–1)` grey. */
function photo(pick: (random: number) => number): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  let seed = 12345;
  for (let i = 0; i < png.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const value = pick(seed / 2 ** 32);
    png.data.set([value, value, value, 255], i);
  }
  return PNG.sync.write(png);
}

const PHOTOS: Record<string, Buffer> = {
  '/dark-photo.png': photo((random) => Math.floor(random * 40)),
  '/speckled-photo.png': photo((random) => (random < 0.5 ? 230 + Math.floor(random * 50) : Math.floor(random * 30))),
};

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
const results = new Map<string, { axe: AxeArtifact; outcomes: AuditOutcome[]; styleAfter: string | null; colourAfter: string }>();

beforeAll(async () => {
  server = await startStaticServer(ROOT, [
    (request, response) => {
      const png = PHOTOS[request.url ?? ''];
      if (png) response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return Boolean(png);
    },
  ]);
  browser = await chromium.launch({
    executablePath: findChromePath(),
    args: [...BROWSER_ARGS],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const name of ['gradient-pass', 'gradient-fail', 'image-pass', 'image-mixed', 'modal-sentinels', 'modal-leak']) {
    const page = await context.newPage();
    await page.goto(`${server.url}/${name}.html`, { waitUntil: 'load' });
    const artifacts = await gatherArtifacts(page, context, gatherersFor(AUDITS, accessibilityGatherers));
    const [styleAfter, colourAfter] = await page.evaluate(() => {
      const text = document.querySelector('.hero p') ?? document.body;
      return [text.getAttribute('style'), getComputedStyle(text).color] as const;
    });
    results.set(name, { axe: artifacts.Axe as AxeArtifact, outcomes: runAudits(AUDITS, artifacts, page.url()), styleAfter, colourAfter });
    await page.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const outcome = (page: string, id: string) => results.get(page)!.outcomes.find((result) => result.id === id)!.result;
const axeSaid = (page: string, id: string) => results.get(page)!.axe.results.find((result) => result.id === id)?.outcome;

describe('contrast over gradients and photographs, from pixels', () => {
  it('passes dark text on a light gradient that axe could not decide', () => {
    expect(axeSaid('gradient-pass', 'color-contrast')).toBe('incomplete');
    expect(outcome('gradient-pass', 'axe-color-contrast').outcome).toBe('passed');
    // The heading, the paragraph and the note, each measured under every glyph: the note is the lowest.
    const measured = results.get('gradient-pass')!.axe.pixelContrast.nodes.filter((node) => node.rule === 'color-contrast');
    expect(measured).toHaveLength(3);
    expect(Math.min(...measured.map((node) => node.measurement?.lowest ?? 0))).toBeGreaterThan(4.5 * 1.03);
  });

  it('fails grey text on a light gradient, naming the elements and the ratio they reach', () => {
    expect(axeSaid('gradient-fail', 'color-contrast')).toBe('incomplete');
    const result = outcome('gradient-fail', 'axe-color-contrast');
    expect(result.outcome).toBe('failed');
    // The banner in view and the footer far below it.
    expect(result.elements?.map((element) => element.snippet)).toEqual([expect.stringContaining('Everything in the garden shop'), expect.stringContaining('12 Valley Road')]);
    expect(result.elements![0]!.note).toMatch(/reaches at most 2\.\d\d:1 .* needs 4\.50:1/);
  });

  it('passes white text on a dark photograph, and leaves a speckled one to a person', () => {
    expect(axeSaid('image-pass', 'color-contrast')).toBe('incomplete');
    expect(outcome('image-pass', 'axe-color-contrast').outcome).toBe('passed');
    expect(axeSaid('image-mixed', 'color-contrast')).toBe('incomplete');
    const mixed = outcome('image-mixed', 'axe-color-contrast');
    expect(mixed.outcome).toBe('needs-review');
    expect(mixed.elements?.[0]?.note).toMatch(/Measured from pixels: parts of this text are at 1\.\d\d:1/);
  });

  it('judges the enhanced ratio (7:1) from the same pixels, as advice at the AA target', () => {
    // axe counts text it cannot read the background of as passing 1.4.6, leaving it to 1.4.3.
    expect(axeSaid('gradient-pass', 'color-contrast-enhanced')).toBe('pass');
    const enhanced = outcome('gradient-pass', 'axe-color-contrast-enhanced');
    expect(enhanced).toMatchObject({ outcome: 'failed', severity: 'minor' });
    expect(enhanced.elements?.map((element) => element.snippet)).toEqual([expect.stringContaining('Offer ends')]);
    expect(outcome('image-pass', 'axe-color-contrast-enhanced').outcome).toBe('passed');
  });

  it('leaves the text as it found it', () => {
    for (const name of ['gradient-pass', 'gradient-fail', 'image-pass', 'image-mixed']) {
      expect(results.get(name)!.styleAfter).toBeNull();
      expect(results.get(name)!.colourAfter).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});

describe('focusable content hidden around an open modal dialog', () => {
  it('passes focus sentinels that send focus back into the dialog', () => {
    expect(axeSaid('modal-sentinels', 'aria-hidden-focus')).toBe('incomplete');
    expect(outcome('modal-sentinels', 'axe-aria-hidden-focus').outcome).toBe('passed');
  });

  it('fails page links that stay focusable behind the dialog', () => {
    expect(axeSaid('modal-leak', 'aria-hidden-focus')).toBe('incomplete');
    const result = outcome('modal-leak', 'axe-aria-hidden-focus');
    expect(result.outcome).toBe('failed');
    expect(result.elements?.map((element) => element.snippet).join(' ')).toContain('Garden shop');
  });
});
