// Real Chromium: each keyboard check fails on its failing fixture and passes on its passing twin.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { ownAccessibilityAudits } from '../../src/audits/accessibility/index';
import { accessibilityGatherers } from '../../src/gatherers/accessibility/index';
import { analyseLoadedPage } from '../../scripts/act/harness';
import { serveDirectory, type StaticServer } from '../../scripts/act/static-server';

const FIXTURES = fileURLToPath(new URL('../fixtures/keyboard/', import.meta.url));
const CHECKS = ['keyboard-reachable', 'focus-visible', 'bypass-blocks', 'focus-context-change', 'input-context-change', 'link-color-cue', 'reading-order'];

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await serveDirectory(FIXTURES);
  browser = await chromium.launch({
    executablePath: findChromePath(),
    args: [...BROWSER_ARGS],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function outcomeOf(auditId: string, fixture: string) {
  const audit = ownAccessibilityAudits.find((candidate) => candidate.meta.id === auditId)!;
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}/${fixture}`, { waitUntil: 'load' });
    const [result] = await analyseLoadedPage(page, context, [audit], accessibilityGatherers);
    return { result: result!.result, url: page.url() };
  } finally {
    await page.close();
  }
}

describe('keyboard-interaction checks in Chromium', () => {
  for (const check of CHECKS) {
    it(`${check} fails on its failing fixture`, async () => {
      const { result } = await outcomeOf(check, `${check}-fail.html`);
      expect(result.outcome, JSON.stringify(result)).toBe('failed');
    });
    it(`${check} passes on its passing fixture`, async () => {
      const { result } = await outcomeOf(check, `${check}-pass.html`);
      expect(result.outcome, JSON.stringify(result)).toBe('passed');
    });
  }

  it('leaves the page where it was after a field tried to navigate away', async () => {
    const { url } = await outcomeOf('input-context-change', 'input-context-change-fail.html');
    expect(url).toBe(`${server.origin}/input-context-change-fail.html`);
  });

  it('names the unreachable custom controls', async () => {
    const { result } = await outcomeOf('keyboard-reachable', 'keyboard-reachable-fail.html');
    expect(result.elements?.map((element) => element.snippet)).toEqual([expect.stringContaining('Place order'), expect.stringContaining('Cancel')]);
  });
});
