import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, RunCancelled } from '../../src/runner';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { chromiumProcessesOfThisTest, trickle } from '../helpers/trickle';

// A target that answers robots.txt, the sitemap and the 404 probe with one byte every 5 s: an idle
// timeout never fires, so only a deadline ends the run.
let site: StaticServer;
beforeAll(async () => {
  site = await startStaticServer(join(FIXTURES, 'crawl-site'), [trickle(['/robots.txt', '/sitemap.xml'])]);
});
afterAll(async () => {
  await site.close();
});

const options = { allowPrivate: true, analysisTypes: ['GENERAL'] as const, maxPages: 1 };

describe('a target that trickles robots.txt', () => {
  it('ends the run at its time limit, with its Chromium gone', async () => {
    const before = chromiumProcessesOfThisTest();
    const started = Date.now();
    let seenDuringRun = 0;
    const watch = setInterval(() => (seenDuringRun = Math.max(seenDuringRun, chromiumProcessesOfThisTest().length - before.length)), 500);
    const outcome = await run({ url: `${site.url}/`, ...options }, undefined, AbortSignal.timeout(6_000)).then(
      () => 'completed',
      (error: unknown) => error,
    );
    clearInterval(watch);
    const elapsed = Date.now() - started;
    const after = chromiumProcessesOfThisTest().filter((pid) => !before.includes(pid));
    console.log(`trickling robots.txt, 6 s limit: run ended after ${elapsed} ms; Chromium processes of the run: ${seenDuringRun} while running, ${after.length} after`);
    expect(outcome).toBeInstanceOf(RunCancelled);
    expect(elapsed).toBeLessThan(8_000);
    // The browser was started (it starts during the probe), so "none left" means it was closed.
    expect(seenDuringRun).toBeGreaterThan(0);
    expect(after).toEqual([]);
  });

  it('ends without a time limit too: the probe gives up and the page is analysed', async () => {
    const started = Date.now();
    const report = await run({ url: `${site.url}/`, ...options });
    const elapsed = Date.now() - started;
    console.log(`trickling robots.txt and sitemap, no limit: run completed after ${elapsed} ms`);
    expect(report.site.robotsTxt).toEqual({ status: null, body: null });
    expect(report.pages.map((page) => page.error)).toEqual([null]);
    expect(elapsed).toBeLessThan(40_000);
    expect(chromiumProcessesOfThisTest()).toEqual([]);
  }, 60_000);
});
