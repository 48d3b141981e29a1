import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, RunCancelled } from '../../src/runner';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { runWithLimit, trickle } from '../helpers/trickle';

// robots.txt sends one byte every 5 s, so only the run's deadline ends it (the slower cases are in
// test/hostile/deadline.hostile.test.ts).
let site: StaticServer;
beforeAll(async () => {
  site = await startStaticServer(join(FIXTURES, 'crawl-site'), [trickle(['/robots.txt'])]);
});
afterAll(async () => {
  await site.close();
});

describe('a run whose target trickles robots.txt', () => {
  it('rejects at its time limit and closes its Chromium', async () => {
    const result = await runWithLimit((signal) => run({ url: `${site.url}/`, allowPrivate: true, analysisTypes: ['GENERAL'], maxPages: 1 }, undefined, signal), 4_000);
    expect(result.outcome).toBeInstanceOf(RunCancelled);
    // The run rejects at once but first closes its Chromium: seconds on a loaded 2-core machine.
    expect(result.elapsedMs).toBeLessThan(4_000 + 10_000);
    expect(result.chromiumDuringRun).toBeGreaterThan(0);
    expect(result.chromiumAfter).toEqual([]);
  });
});
