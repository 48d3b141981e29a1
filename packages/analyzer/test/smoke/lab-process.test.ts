// Lighthouse runs in a process of its own: loading it and processing each run's trace stalled the
// run's own thread for seconds at a time, and with it the egress proxy that carries every request of
// our page load and the DevTools traffic of our gatherers.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { RequestGuard } from '../../src/driver/request-guard';
import { measureLab } from '../../src/gatherers/performance/lab-performance';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { perfAssets } from '../fixtures/perf/assets';

describe('the Lighthouse process', () => {
  let server: StaticServer;
  let browsers: BrowserManager;

  beforeAll(async () => {
    server = await startStaticServer(fileURLToPath(new URL('../fixtures/perf/', import.meta.url)), [perfAssets({ compressed: true })]);
    browsers = new BrowserManager({ debuggingPort: true, guard: new RequestGuard([], true) });
    await browsers.get();
  }, 120_000);

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
  });

  it('leaves the run thread free while Lighthouse loads and measures a page', async () => {
    const before = performance.eventLoopUtilization();
    const lab = await measureLab(`${server.url}/light.html`, browsers.port!, 'mobile', 1, browsers.guard!);
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(lab.metrics['first-contentful-paint']?.value).toBeGreaterThan(0);
    // Measured: 0.04 with a thread of its own, 0.77-0.80 with Lighthouse on this one (load 29-33).
    expect(busy).toBeLessThan(0.3);
  }, 180_000);
});
