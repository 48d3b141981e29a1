// Real Chromium: what axe-core leaves undecided for a reason a fact of the page answers, read right
// after axe's run (gatherers/accessibility/axe.ts, readSettlingFacts) and settled by the audits
// (audits/accessibility/settled-by-facts.ts). The pages are test/fixtures/axe-settled.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { accessibilityAudits } from '../../src/audits/accessibility/index';
import { accessibilityGatherers } from '../../src/gatherers/accessibility/index';
import type { AxeArtifact } from '../../src/gatherers/accessibility/axe';
import type { Audit } from '../../src/types';
import { gatherArtifacts, gatherersFor, runAudits, type AuditOutcome } from '../../scripts/act/harness';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const ROOT = join(import.meta.dirname, '../fixtures/axe-settled');
const CHECKS = new Set(['axe-color-contrast', 'axe-aria-valid-attr-value', 'axe-css-orientation-lock']);
const AUDITS = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit && CHECKS.has(audit.meta.id));
const PAGES = ['symbols', 'empty-aria', 'empty-aria-described', 'no-styles'];

let server: StaticServer;
let browser: Browser;
const results = new Map<string, { axe: AxeArtifact; outcomes: AuditOutcome[] }>();

beforeAll(async () => {
  server = await startStaticServer(ROOT);
  browser = await chromium.launch({ executablePath: findChromePath(), args: [...BROWSER_ARGS] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  for (const name of PAGES) {
    const page = await context.newPage();
    await page.goto(`${server.url}/${name}.html`, { waitUntil: 'load' });
    const artifacts = await gatherArtifacts(page, context, gatherersFor(AUDITS, accessibilityGatherers));
    results.set(name, { axe: artifacts.Axe as AxeArtifact, outcomes: runAudits(AUDITS, artifacts, page.url()) });
    await page.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const outcome = (page: string, id: string) => results.get(page)!.outcomes.find((result) => result.id === id)!.result;
const undecided = (page: string, rule: string) => results.get(page)!.axe.results.find((result) => result.id === rule && result.outcome === 'incomplete')?.nodes ?? [];

describe('undecided axe results that the page settles', () => {
  it("reads a control's only character as a symbol when its label replaces it, and nothing else", () => {
    const nodes = undecided('symbols', 'color-contrast');
    // axe cannot tell one character from text: the close button, the page numbers and the letters.
    expect(nodes.every((node) => node.reason === 'shortTextContent')).toBe(true);
    const close = nodes.find((node) => node.snippet.includes('Close'));
    expect(close?.facts).toEqual({ symbolFor: 'Close' });
    // "2" named "Page 2" and "A" named by its content are text: no fact, left to a person.
    const others = nodes.filter((node) => node !== close);
    expect(others.map((node) => node.snippet)).toEqual([expect.stringContaining('Page 1'), expect.stringContaining('Page 2'), expect.stringContaining('#a'), expect.stringContaining('#b')]);
    expect(others.every((node) => node.facts === undefined)).toBe(true);
    const result = outcome('symbols', 'axe-color-contrast');
    expect(result.outcome).toBe('needs-review');
    expect(result.elements?.map((element) => element.snippet).join(' ')).not.toContain('Close');
  });

  it('takes an empty ARIA attribute out of the value rule unless another attribute leaves a question', () => {
    expect(undecided('empty-aria', 'aria-valid-attr-value')[0]).toMatchObject({ reason: 'empty', facts: { emptyAriaOnly: true } });
    expect(outcome('empty-aria', 'axe-aria-valid-attr-value').outcome).toBe('not-applicable');
    // axe names only the empty aria-live as its reason, though the description points at nothing.
    expect(undecided('empty-aria-described', 'aria-valid-attr-value')[0]).toMatchObject({ reason: 'empty', facts: { emptyAriaOnly: false } });
    expect(outcome('empty-aria-described', 'axe-aria-valid-attr-value').outcome).toBe('needs-review');
  });

  it('finds no orientation lock on a page without style sheets, and a pass on one with them', () => {
    expect(undecided('no-styles', 'css-orientation-lock')[0]?.facts).toEqual({ styleSheets: 0 });
    expect(outcome('no-styles', 'axe-css-orientation-lock').outcome).toBe('not-applicable');
    expect(outcome('empty-aria', 'axe-css-orientation-lock').outcome).toBe('passed');
  });
});
