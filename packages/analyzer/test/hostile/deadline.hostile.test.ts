import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, RunCancelled } from '../../src/runner';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { chromiumProcessesOfThisTest, runWithLimit, trickle } from '../helpers/trickle';

// A target that answers robots.txt and the sitemap with one byte every 5 s: an idle timeout never
// fires, so only a deadline ends the run. (test/smoke/deadline.test.ts runs the first case in
// every test run.)
let site: StaticServer;
beforeAll(async () => {
  site = await startStaticServer(join(FIXTURES, 'crawl-site'), [trickle(['/robots.txt', '/sitemap.xml'])]);
});
afterAll(async () => {
  await site.close();
});

const options = { allowPrivate: true, analysisTypes: ['GENERAL'] as const, maxPages: 1 };

describe('a target that trickles robots.txt and its sitemap', () => {
  it('ends the run at its time limit, with its Chromium gone', async () => {
    const result = await runWithLimit((signal) => run({ url: `${site.url}/`, ...options }, undefined, signal), 6_000);
    console.log(`hostile deadline: trickling robots.txt, 6 s limit: ended after ${result.elapsedMs} ms (${result.outcome instanceof Error ? result.outcome.message : String(result.outcome)}); Chromium processes: ${result.chromiumDuringRun} during the run, ${result.chromiumAfter.length} leaked`);
    expect(result.outcome).toBeInstanceOf(RunCancelled);
    // The run rejects at once but first closes its Chromium: seconds on a loaded 2-core machine.
    expect(result.elapsedMs).toBeLessThan(6_000 + 10_000);
    expect(result.chromiumDuringRun).toBeGreaterThan(0);
    expect(result.chromiumAfter).toEqual([]);
  });

  it('ends without a time limit too: each fetch gives up and the page is analysed', async () => {
    const started = Date.now();
    const report = await run({ url: `${site.url}/`, ...options });
    const elapsed = Date.now() - started;
    console.log(`hostile deadline: trickling robots.txt and sitemap, no limit: completed after ${elapsed} ms`);
    expect(report.site.robotsTxt).toEqual({ status: null, body: null });
    expect(report.pages.map((page) => page.error)).toEqual([null]);
    expect(elapsed).toBeLessThan(40_000);
    expect(chromiumProcessesOfThisTest()).toEqual([]);
  }, 60_000);
});
