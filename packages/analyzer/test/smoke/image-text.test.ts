// Real Chromium and OCR: the words images show against the names they are given (ACT qt1vmo,
// gatherers/accessibility/image-text.ts and audits/accessibility/image-name-text.ts). The pages are
// test/fixtures/image-text; the photograph is drawn here.
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { accessibilityAudits } from '../../src/audits/accessibility/index';
import { accessibilityGatherers } from '../../src/gatherers/accessibility/index';
import type { ImageTextFacts } from '../../src/gatherers/accessibility/image-text';
import { keepOcrWorker, ocrStats, readWords } from '../../src/gatherers/accessibility/ocr';
import type { Audit } from '../../src/types';
import { gatherArtifacts, gatherersFor, runAudits, type AuditOutcome } from '../../scripts/act/harness';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const ROOT = join(import.meta.dirname, '../fixtures/image-text');
const AUDITS = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit && audit.meta.id === 'image-name-text');

/** A 128 × 128 photograph: every pixel a random colour. */
function photo(): Buffer {
  const png = new PNG({ width: 128, height: 128 });
  let seed = 987;
  for (let i = 0; i < png.data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    png.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
  }
  return PNG.sync.write(png);
}

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
const results = new Map<string, { facts: ImageTextFacts; outcome: AuditOutcome['result'] }>();

beforeAll(async () => {
  const loaves = photo();
  server = await startStaticServer(ROOT, [
    (request, response) => {
      if (request.url !== '/loaves.png') return false;
      response.writeHead(200, { 'content-type': 'image/png' }).end(loaves);
      return true;
    },
  ]);
  browser = await chromium.launch({ executablePath: findChromePath(), args: [...BROWSER_ARGS] });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const name of ['mismatch', 'named', 'well-made', 'gallery']) {
    const page = await context.newPage();
    await page.goto(`${server.url}/${name}.html`, { waitUntil: 'load' });
    const artifacts = await gatherArtifacts(page, context, gatherersFor(AUDITS, accessibilityGatherers));
    results.set(name, { facts: artifacts.ImageText as ImageTextFacts, outcome: runAudits(AUDITS, artifacts, page.url())[0]!.result });
    await page.close();
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('image names against the words their images show', () => {
  it('fails a logo named after something other than what it shows', () => {
    const { facts, outcome } = results.get('mismatch')!;
    // The circle beside the word may be read as a sign; only the word is legible.
    expect(facts.targets).toHaveLength(1);
    expect(facts.targets[0]!.words.map((word) => word.text)).toContain('ACME');
    expect(outcome).toMatchObject({ outcome: 'failed', displayValue: '1 image' });
    expect(outcome.elements?.[0]?.note).toBe('The image shows "ACME", but its name "Company logo" gives none of it.');
  });

  it('passes the same logo named with its words', () => {
    expect(results.get('named')!.outcome).toMatchObject({ outcome: 'passed' });
  });

  it('fails nothing on a page of well-named images, and leaves to a person what it cannot read', () => {
    const { facts, outcome } = results.get('well-made')!;
    const kinds = Object.fromEntries(facts.targets.map((target) => [target.name, target.kind]));
    expect(kinds).toEqual({
      Home: 'graphic',
      'Spring sale': 'graphic',
      Organic: 'graphic',
      'Loaves of bread on a wooden shelf': 'picture',
      'Loaves sold each day this week, rising from 40 on Monday to 90 on Saturday': 'graphic',
    });
    expect(outcome.outcome).toBe('needs-review');
    // The banner is an image of text its name gives; the linked logo, the icon, the photo and the chart stay with a person.
    expect(outcome.elements?.map((element) => element.snippet.match(/alt="([^"]*)"|aria-label="([^"]*)"/)?.slice(1).find(Boolean))).toEqual([
      'Home',
      'Organic',
      'Loaves of bread on a wooden shelf',
      'Loaves sold each day this week, rising from 40 on Monday to 90 on Saturday',
    ]);
  });
});

describe('what one page costs', () => {
  it('photographs at most 16 images: past them a logo is left to a person, not read', () => {
    const { facts, outcome } = results.get('gallery')!;
    expect(facts.targets.map((target) => target.kind)).toEqual([...Array<string>(16).fill('picture'), 'not-read']);
    expect(outcome.outcome).toBe('needs-review');
  });
});

describe('the OCR worker', () => {
  const blank = PNG.sync.write(new PNG({ width: 32, height: 32 }));

  it('is started for each read outside a run, and once for all the reads while a run keeps it', async () => {
    const before = ocrStats.workersStarted;
    await readWords([blank]);
    await readWords([blank]);
    expect(ocrStats.workersStarted - before).toBe(2);
    const release = keepOcrWorker();
    try {
      // Pages analysed at once read at the same time: they take turns on the one worker.
      expect(await Promise.all([readWords([blank]), readWords([blank, blank])])).toEqual([[[]], [[], []]]);
      await readWords([blank]);
    } finally {
      await release();
    }
    expect(ocrStats.workersStarted - before).toBe(3);
  });
});
