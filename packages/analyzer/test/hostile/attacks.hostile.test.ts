// Hostile pages against the crawler's Chromium with private targets refused (production mode):
// every way a page, its workers, frames and popups, WebRTC, link hints, service workers and the
// Lighthouse tab can open a connection, each aimed at a private service on this machine. Each
// attack asserts that the private service saw nothing and that the analysis still ended in time.
// `npm run test:hostile` prints the figures at the end.
import type { LookupAddress } from 'node:dns';
import { lookup as systemLookup } from 'node:dns/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { loadPage, type PageLoad } from '../../src/driver/load-page';
import { GATHERERS } from '../../src/config/registry';
import { measureLab } from '../../src/gatherers/performance/lab-performance';
import { resolveOptions } from '../../src/runner';
import { attackPages, REBIND_PAGE } from './attack-pages';
import {
  chromiumProfilesOfThisProcess,
  labGuard,
  privateOrigins,
  processesWithProfile,
  SITE,
  startHostileSite,
  startPrivateListener,
  type HostileSite,
  type PrivateListener,
  type RefusalCountingGuard,
} from './hostile-lab';

const PAGE_TIMEOUT_MS = 45_000;
const LAB_LIMIT_MS = 120_000;

let listener: PrivateListener;
/** A second private service on 127.0.0.2 at the hostile site's port: where rebind.example points after its first answer. */
let rebindTarget: PrivateListener;
let site: HostileSite;
let rebindLookups = 0;
let guard: RefusalCountingGuard;
let browsers: BrowserManager;
let profiles: Set<string>;
const figures = { attacks: 0, reached: 0, analyses: 0, withinLimit: 0, leaked: 0 };

beforeAll(async () => {
  listener = await startPrivateListener();
  site = await startHostileSite(attackPages(privateOrigins(listener), listener.port));
  rebindTarget = await startPrivateListener('127.0.0.2', site.port);
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    if (hostname !== 'rebind.example') return systemLookup(hostname, { all: true, verbatim: true });
    rebindLookups += 1;
    return [{ address: rebindLookups === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
  };
  guard = labGuard(site, listener, { lookup });
  browsers = new BrowserManager({ guard, debuggingPort: true });
  const before = chromiumProfilesOfThisProcess();
  await browsers.get();
  profiles = new Set([...chromiumProfilesOfThisProcess()].filter((profile) => !before.has(profile)));
}, 60_000);

afterAll(async () => {
  await browsers?.close();
  figures.leaked = [...(profiles ?? [])].reduce((sum, profile) => sum + processesWithProfile(profile), 0);
  await site?.close();
  await listener?.close();
  await rebindTarget?.close();
  console.log(
    `hostile pages: ${figures.attacks} attacks tried, ${figures.reached} connections reached the private listener (goal 0), ` +
      `${figures.withinLimit}/${figures.analyses} analyses ended within their limit, ${figures.leaked} leaked browser processes (goal 0)`,
  );
});

const gatherers = GATHERERS.filter((gatherer) => ['MainDocument', 'NetworkRecords', 'ConsoleMessages', 'Links', 'UiScreenshots'].includes(gatherer.name));
const options = () => resolveOptions({ pageTimeout: PAGE_TIMEOUT_MS, analysisTypes: ['GENERAL', 'UI_ANALYSIS', 'DECEPTIVE_DESIGN'], outputDir: mkdtempSync(join(tmpdir(), 'sightline-hostile-')) });

/** Private connections and UDP packets so far, from both private services. */
const reached = () => listener.connections + listener.datagrams + rebindTarget.connections + rebindTarget.datagrams;

/** Loads `url` as an analysis does, and counts what reached the private services meanwhile. */
async function attack(url: string): Promise<{ load: PageLoad; reached: number; refusals: number }> {
  const reachedBefore = reached();
  const refusalsBefore = guard.refusals.length;
  const started = Date.now();
  const load = await loadPage(await browsers.get(), url, 'desktop', gatherers, options(), guard);
  figures.attacks += 1;
  figures.analyses += 1;
  if (Date.now() - started <= PAGE_TIMEOUT_MS) figures.withinLimit += 1;
  // Connections a closing page still had in flight arrive within moments.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const leaked = reached() - reachedBefore;
  figures.reached += leaked;
  return { load, reached: leaked, refusals: guard.refusals.length - refusalsBefore };
}

describe('hostile pages in our own loads', () => {
  it.each([
    ['a WebSocket from the page', '/ws-page'],
    ['a WebSocket from a dedicated worker', '/ws-worker'],
    ['a WebSocket from a SharedWorker', '/ws-shared-worker'],
    ['fetch() inside a SharedWorker, direct and through a redirect', '/fetch-shared-worker'],
    ['a WebSocket from a cross-site (out-of-process) iframe', '/ws-cross-frame'],
    ["a cross-site iframe's image, fetch and nested iframe following redirects", '/oopif-redirects'],
    ['window.open() to a redirect and to the address itself', '/window-open'],
    ['<link rel=preconnect>, dns-prefetch and prefetch', '/preconnect'],
  ])('%s reaches nothing private', async (_name, path) => {
    const outcome = await attack(`${SITE}${path}`);
    expect(outcome.load.error).toBeNull();
    expect(outcome.reached).toBe(0);
    expect(outcome.refusals).toBeGreaterThan(0);
  });

  it('STUN and TURN to the private port (UDP and TCP) send nothing there', async () => {
    const outcome = await attack(`${SITE}/webrtc`);
    expect(outcome.load.error).toBeNull();
    expect(outcome.reached).toBe(0);
  });

  it('WebTransport (HTTP/3, over UDP) to the private port sends nothing there', async () => {
    const outcome = await attack(`http://localhost:${site.port}/webtransport`);
    expect(outcome.load.error).toBeNull();
    expect(outcome.reached).toBe(0);
  });

  it('ftp: and file: URLs from a page reach nothing', async () => {
    const outcome = await attack(`${SITE}/schemes`);
    expect(outcome.load.error).toBeNull();
    expect(outcome.reached).toBe(0);
  });

  it('a service worker (where the page may register one) fetches nothing private', async () => {
    // Our loads block service workers; this context allows them, to show the proxy holds regardless.
    const reachedBefore = reached();
    const refusalsBefore = guard.refusals.length;
    const context = await (await browsers.get()).newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      // localhost is a secure context, so registration is allowed; it maps to the hostile site's port.
      await page.goto(`http://localhost:${site.port}/sw-page`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null || navigator.serviceWorker.getRegistrations().then((all) => all.length > 0))).toBe(true);
    } finally {
      await context.close();
    }
    figures.attacks += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    figures.reached += reached() - reachedBefore;
    expect(reached() - reachedBefore).toBe(0);
    expect(guard.refusals.length - refusalsBefore).toBeGreaterThan(0);
  });

  it('DNS rebinding: each connection resolves once, and goes to the address that was checked', async () => {
    const lookupsBefore = rebindLookups;
    const outcome = await attack(REBIND_PAGE(site.port));
    expect(outcome.load.error).toBeNull();
    expect(outcome.reached).toBe(0);
    const served = site.hits.filter((hit) => hit.startsWith('rebind.example')).length;
    const refused = guard.refusals.filter((refusal) => refusal.startsWith('rebind.example')).length;
    // The page and its three fetches at least; one lookup per connection the proxy opened or refused.
    expect(rebindLookups - lookupsBefore).toBeGreaterThanOrEqual(4);
    expect(rebindLookups - lookupsBefore).toBe(served + refused);
    expect(served).toBe(1);
  });
});

describe('hostile pages in the Lighthouse tab (PAGE_SPEED)', () => {
  async function lab(url: string): Promise<{ error: string | null; reached: number; refusals: number }> {
    const reachedBefore = reached();
    const refusalsBefore = guard.refusals.length;
    const started = Date.now();
    const error = await measureLab(url, browsers.port!, 'mobile', 1, guard).then(
      () => null,
      (failure: Error) => failure.message,
    );
    figures.attacks += 1;
    figures.analyses += 1;
    if (Date.now() - started <= LAB_LIMIT_MS) figures.withinLimit += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    figures.reached += reached() - reachedBefore;
    return { error, reached: reached() - reachedBefore, refusals: guard.refusals.length - refusalsBefore };
  }

  it('popups, worker fetches, WebSockets and a service worker reach nothing private', async () => {
    const serviceWorkerScripts = () => site.hits.filter((hit) => hit.endsWith(' /sw.js')).length;
    const scriptsBefore = serviceWorkerScripts();
    const outcome = await lab(`${SITE}/lab-attacks`);
    expect(outcome.error).toBeNull();
    // Service workers are blocked in the Lighthouse tab as in our own loads: the script is never fetched.
    expect(serviceWorkerScripts()).toBe(scriptsBefore);
    expect(outcome.reached).toBe(0);
    expect(outcome.refusals).toBeGreaterThan(0);
  }, LAB_LIMIT_MS);

  it('a main-frame redirect to a private address is refused, with the reason', async () => {
    const outcome = await lab(`${SITE}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${listener.port}/`)}`);
    expect(outcome.error).toMatch(/^Refused by the address guard: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
    expect(outcome.reached).toBe(0);
  }, LAB_LIMIT_MS);
});
