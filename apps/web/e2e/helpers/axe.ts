// axe-core over a page of ours: Sightline audits other sites for accessibility, and its own pages
// must pass the same engine. Evaluated through the driver rather than added as a <script>: the
// server's CSP (rightly) refuses inline code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * WCAG 2.2 A and AA and axe's best practices: one line per violated rule, with its elements. axe's
 * source is evaluated once per document (a page checked again after a dialog opened reuses it: about
 * 75 ms each time), and only the violations, the one result read here, get every element worked out;
 * of the other results axe keeps one element each (its `resultTypes` option): 143 instead of 171 ms
 * a run on our pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
