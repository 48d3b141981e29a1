// Real Chromium over the interaction fixtures (test/fixtures/interaction): each keyboard failure in
// its common real form is found by its audit, and each repaired twin is clean. The list of pages is
// the table in the fixtures' README.md, so the document and the test cannot drift apart.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { ownAccessibilityAudits } from '../../src/audits/accessibility/index';
import { inputChangesGatherer } from '../../src/gatherers/accessibility/input-changes';
import { keyboardGatherer } from '../../src/gatherers/accessibility/keyboard';
import { runAudits, type AuditOutcome } from '../../scripts/act/harness';
import { serveDirectory, type StaticServer } from '../../scripts/act/static-server';
import { gatherInteraction } from '../../scripts/interaction-gather';

const ROOT = join(import.meta.dirname, '../fixtures/interaction');
const CHECKS = new Set(['keyboard-reachable', 'focus-visible', 'bypass-blocks', 'focus-context-change', 'input-context-change']);
const AUDITS = ownAccessibilityAudits.filter((audit) => CHECKS.has(audit.meta.id));
/** Pages analysed at once: each has its own tab, keys and mouse. */
const CONCURRENCY = 2;
/** The walk's budget is a share of the page's: a busy machine must not cut it short here. */
const PAGE_TIMEOUT = 120_000;

interface Row {
  page: string;
  /** null for a repaired twin: none of the checks may fail. */
  audit: string | null;
  fragments: string[];
}

async function readRows(): Promise<Row[]> {
  const table = await readFile(join(ROOT, 'README.md'), 'utf8');
  return [...table.matchAll(/^\| ([\w-]+\.html) \| ([\w-]+) \|[^|]*\|[^|]*\|([^|]*)\|/gm)].map(([, page, audit, elements]) => ({
    page: page!,
    audit: audit === 'none' ? null : audit!,
    fragments: [...elements!.matchAll(/`([^`]+)`/g)].map(([, fragment]) => fragment!),
  }));
}

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
const rows = await readRows();
const outcomes = new Map<string, AuditOutcome[]>();

beforeAll(async () => {
  server = await serveDirectory(ROOT);
  browser = await chromium.launch({
    executablePath: findChromePath(),
    args: [...BROWSER_ARGS],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const queue = [...rows];
  const analyse = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      // A defect page needs its own audit; a twin must pass them all.
      const audits = AUDITS.filter((audit) => !row.audit || audit.meta.id === row.audit);
      const gatherers = [keyboardGatherer, inputChangesGatherer].filter((gatherer) => audits.some((audit) => audit.meta.requiredArtifacts.includes(gatherer.name)));
      const tab = await context.newPage();
      await tab.goto(`${server.origin}/${row.page}`, { waitUntil: 'load' });
      outcomes.set(row.page, runAudits(audits, await gatherInteraction(tab, context, PAGE_TIMEOUT, gatherers), tab.url()));
      await tab.close();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, analyse));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const summary = (outcome: AuditOutcome) => `${outcome.id}: ${outcome.result.outcome} ${JSON.stringify(outcome.result.elements?.map((element) => element.snippet) ?? outcome.result.explanation ?? '')}`;

describe('interaction fixtures in Chromium', () => {
  it('lists a defect page and a twin for every audit', () => {
    expect(new Set(rows.map((row) => row.audit))).toEqual(new Set([...CHECKS, null]));
  });

  for (const row of rows) {
    if (row.audit) {
      it(`${row.page}: ${row.audit} fails on ${row.fragments.join(', ')}`, () => {
        const outcome = outcomes.get(row.page)!.find((candidate) => candidate.id === row.audit)!;
        expect(outcome.result.outcome, summary(outcome)).toBe('failed');
        const snippets = (outcome.result.elements ?? []).map((element) => element.snippet);
        for (const fragment of row.fragments) expect(snippets.some((snippet) => snippet.includes(fragment)), `${fragment} in ${summary(outcome)}`).toBe(true);
      });
    } else {
      it(`${row.page}: no interaction check fails`, () => {
        const failed = outcomes.get(row.page)!.filter((outcome) => outcome.result.outcome === 'failed');
        expect(failed.map(summary)).toEqual([]);
      });
    }
  }
  it('hover-menu-bar.html: hovers two of the five departments built alike and counts all five', () => {
    const outcome = outcomes.get('hover-menu-bar.html')!.find((candidate) => candidate.id === 'keyboard-reachable')!;
    expect(outcome.result.displayValue, summary(outcome)).toBe('5 hover-only menus');
    expect(outcome.result.elements?.map((element) => element.snippet.match(/>(\w+)</)?.[1])).toEqual(['Women', 'Men']);
  });
});
