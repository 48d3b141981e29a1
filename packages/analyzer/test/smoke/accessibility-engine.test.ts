// Real Chromium: axe-core and our DOM/accessibility-tree checks on one page with known defects.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { accessibilityAudits } from '../../src/audits/accessibility/index';
import { accessibilityGatherers } from '../../src/gatherers/accessibility/index';
import type { Audit } from '../../src/types';
import { analyseLoadedPage, type AuditOutcome } from '../../scripts/act/harness';

const PAGE = `<!doctype html><html lang="en"><head><title>Defects</title><meta http-equiv="refresh" content="600"></head><body>
<main><h1>Shop</h1>
<p>Loose-leaf tea, packed by hand.</p>
<p>Orders before noon leave the same day.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
<details><summary></summary><p>Opening times: 24/7.</p></details>
<details><summary>Delivery</summary><p>Free.</p></details>
<iframe tabindex="-1" title="Offers" srcdoc="<a href='#'>Offer</a>"></iframe>
<div role="checkbox" aria-checked="maybe">Gift wrap</div>
</main></body></html>`;

let browser: Browser;
let results: AuditOutcome[];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: findChromePath(),
    args: [...BROWSER_ARGS],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(PAGE, { waitUntil: 'load' });
  const passive = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit && !audit.meta.requiredArtifacts.some((name) => ['Keyboard', 'InputChanges', 'LinkCues'].includes(name)));
  results = await analyseLoadedPage(page, context, passive, accessibilityGatherers);
});

afterAll(async () => {
  await browser?.close();
});

const find = (id: string) => results.find((result) => result.id === id)!;

describe('accessibility engine on a real page', () => {
  it('runs every axe rule and maps failures to WCAG criteria, ACT ids and elements', () => {
    const imageAlt = find('axe-image-alt');
    expect(imageAlt.result.outcome).toBe('failed');
    expect(imageAlt.wcag).toContain('1.1.1');
    expect(imageAlt.act).toContain('23a2a8');
    expect(imageAlt.result.elements?.[0]).toMatchObject({ selector: expect.any(String), snippet: expect.stringContaining('<img'), rect: { width: 40, height: 40 } });
    expect(find('axe-aria-valid-attr-value').result.outcome).toBe('failed');
    expect(find('axe-document-title').result.outcome).toBe('passed');
    expect(find('axe-video-caption').result.outcome).toBe('not-applicable');
  });

  it('finds the unnamed summary through the accessibility tree and names only it', () => {
    const summary = find('summary-name');
    expect(summary.result.outcome).toBe('failed');
    expect(summary.result.elements).toHaveLength(1);
  });

  it('finds the frame taken out of the tab order and the timed refresh', () => {
    expect(find('frame-tab-order').result.outcome).toBe('failed');
    expect(find('meta-refresh-delay').result).toMatchObject({ outcome: 'failed', displayValue: '600 s' });
  });

  it('reads the content order', () => expect(find('reading-order').result.outcome).toBe('passed'));
});

// Pages that bring their own globals: an AMD loader (RequireJS, Dojo, Esri) whose `define` throws
// for anonymous-looking calls, and a site that "improves" built-ins. axe must run on both.
const HOSTILE_GLOBALS = {
  'an AMD loader whose define throws': `<script>
    window.define = function () { throw new Error('Mismatched anonymous define() module'); };
    window.define.amd = { jQuery: true };
    window.require = function () { throw new Error('require is not for you'); };
    window.module = { exports: {} };
  </script>`,
  'overridden Array, JSON and Promise methods': `<script>
    Array.prototype.map = function () { return []; };
    Array.prototype.forEach = function () {};
    Array.prototype.includes = function () { return false; };
    Object.prototype.toJSON = function () { return 'nope'; };
    JSON.stringify = function () { return '{}'; };
    JSON.parse = function () { return {}; };
    window.Promise = function () { throw new Error('no promises here'); };
  </script>`,
};

describe.each(Object.entries(HOSTILE_GLOBALS))('accessibility engine on a page with %s', (_name, script) => {
  let hostile: AuditOutcome[];
  beforeAll(async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(PAGE.replace('<head>', `<head>${script}`), { waitUntil: 'load' });
    const passive = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit && !audit.meta.requiredArtifacts.some((name) => ['Keyboard', 'InputChanges', 'LinkCues'].includes(name)));
    hostile = await analyseLoadedPage(page, context, passive, accessibilityGatherers);
    await context.close();
  });

  it('still runs axe and finds the same defects', () => {
    const errors = hostile.filter((result) => result.result.outcome === 'error');
    expect(errors.map((result) => `${result.id}: ${result.result.explanation ?? ''}`)).toEqual([]);
    const byId = (id: string) => hostile.find((result) => result.id === id)!;
    expect(byId('axe-image-alt').result.outcome).toBe('failed');
    expect(byId('axe-aria-valid-attr-value').result.outcome).toBe('failed');
    expect(byId('summary-name').result.outcome).toBe('failed');
  });
});
