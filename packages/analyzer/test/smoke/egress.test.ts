// Two representative hostile pages, fast enough for every test run (the full set is
// `npm run test:hostile`): a WebSocket to private addresses from the page, and an out-of-process
// iframe whose image, fetch and nested frame redirect to the private service.
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { loadPage } from '../../src/driver/load-page';
import { RequestGuard } from '../../src/driver/request-guard';
import { GATHERERS } from '../../src/config/registry';
import { decodePng } from '../../src/gatherers/ui/pixels';
import { resolveOptions } from '../../src/runner';
import { attackPages } from '../hostile/attack-pages';
import { hasPrivateColour, labGuard, privateOrigins, SITE, startHostileSite, startPrivateListener, type HostileSite, type PrivateListener } from '../hostile/hostile-lab';

let listener: PrivateListener;
let site: HostileSite;
beforeAll(async () => {
  listener = await startPrivateListener();
  site = await startHostileSite(attackPages(privateOrigins(listener), listener.port));
});
afterAll(async () => {
  await site?.close();
  await listener?.close();
});

const gatherers = GATHERERS.filter((gatherer) => ['MainDocument', 'NetworkRecords', 'UiScreenshots'].includes(gatherer.name));

describe('a hostile page behind the egress proxy', () => {
  it('reaches no private address by WebSocket or through a cross-site frame, and its screenshot shows no private page', async () => {
    const guard = labGuard(site, listener);
    const browsers = new BrowserManager({ guard });
    const outputDir = mkdtempSync(join(tmpdir(), 'sightline-egress-'));
    const options = resolveOptions({ pageTimeout: 45_000, analysisTypes: ['UI_ANALYSIS'], outputDir });
    try {
      const sockets = await loadPage(await browsers.get(), `${SITE}/ws-page`, 'desktop', gatherers, options, guard);
      expect(sockets.error).toBeNull();
      const frames = await loadPage(await browsers.get(), `${SITE}/oopif-redirects`, 'desktop', gatherers, options, guard);
      expect(frames.error).toBeNull();

      expect(listener.connections).toBe(0);
      // The attacks were made, and refused at the proxy: one origin at least for each kind.
      expect(new Set(guard.refusals)).toEqual(new Set([`127.0.0.1:${listener.port}`, `localhost:${listener.port}`, `0.0.0.0:${listener.port}`, `::ffff:7f00:1:${listener.port}`, 'internal.example:80', 'internal.example:443']));
      const shots = frames.artifacts.UiScreenshots as { fullPagePath: string };
      expect(hasPrivateColour(decodePng(await readFile(shots.fullPagePath)).data)).toBe(false);
    } finally {
      await browsers.close();
    }
  }, 120_000);

  it('refuses a main-frame redirect to a private address, over http and https, and says why', async () => {
    const guard = labGuard(site, listener);
    const browsers = new BrowserManager({ guard });
    const options = resolveOptions({ pageTimeout: 30_000, analysisTypes: ['GENERAL'] });
    try {
      for (const scheme of ['http', 'https']) {
        const to = encodeURIComponent(`${scheme}://127.0.0.1:${listener.port}/`);
        const load = await loadPage(await browsers.get(), `${SITE}/redirect?to=${to}`, 'mobile', [], options, guard);
        expect(load.error).toBe(`Refused by the address guard: 127.0.0.1 resolves to 127.0.0.1, a private, loopback or link-local address that Sightline does not analyse`);
      }
      expect(listener.connections).toBe(0);
    } finally {
      await browsers.close();
    }
  }, 60_000);

  it('lets the same page through to private addresses when they are allowed (the lab sees a leak)', async () => {
    const guard = new RequestGuard(labGuard(site, listener).hostRules, true);
    const browsers = new BrowserManager({ guard });
    try {
      const load = await loadPage(await browsers.get(), `${SITE}/ws-page`, 'desktop', [], resolveOptions({ allowPrivate: true }), guard);
      expect(load.error).toBeNull();
      expect(listener.connections).toBeGreaterThan(0);
    } finally {
      await browsers.close();
    }
  }, 60_000);
});
