// npm run bench:keyboard [-- --runs N]
// Times the keyboard walk (the Keyboard gatherer: Tab walk, hover menus, skip link) on interaction
// fixtures: a page of 54 stops, and a page of 10,000 links that the walk must cut short in time.
// Prints the median of N runs per page, with the page budget of a real run (45 s).
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromePath } from '../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../src/driver/chromium-args.mjs';
import { keyboardGatherer } from '../src/gatherers/accessibility/keyboard';
import { serveDirectory } from './act/static-server';
import { gatherInteraction } from './interaction-gather';

const PAGES = ['focus-outline-removed.html', 'many-links.html'];
const PAGE_TIMEOUT = 45_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number.parseInt(process.argv[runsArg + 1] ?? '', 10) || 3 : 3;

const server = await serveDirectory(fileURLToPath(new URL('../test/fixtures/interaction/', import.meta.url)));
const browser = await chromium.launch({ executablePath: findChromePath(), args: [...BROWSER_ARGS] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  console.log(`keyboard walk, median of ${RUNS} runs, page budget ${PAGE_TIMEOUT / 1000} s`);
  for (const name of PAGES) {
    const runs: Array<{ ms: number; stops: number; complete: boolean }> = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      await page.goto(`${server.origin}/${name}`, { waitUntil: 'load' });
      const started = performance.now();
      const { Keyboard: walk } = await gatherInteraction(page, context, PAGE_TIMEOUT, [keyboardGatherer]);
      runs.push({ ms: performance.now() - started, stops: walk.stops.length, complete: walk.complete });
      await page.close();
    }
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[Math.floor(runs.length / 2)]!;
    console.log(`${name.padEnd(28)} ${(median.ms / 1000).toFixed(2).padStart(6)} s  ${String(median.stops).padStart(4)} stops  ${median.complete ? 'complete' : 'cut short'}`);
  }
} finally {
  await browser.close();
  await server.close();
}
