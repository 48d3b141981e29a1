import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { loadPage } from '../../src/driver/load-page';
import { RequestGuard } from '../../src/driver/request-guard';
import { GATHERERS } from '../../src/config/registry';
import { resolveOptions, run, RunError } from '../../src/runner';
import type { Gatherer } from '../../src/types';
import { startRobustnessSite } from '../helpers/robustness-site';
import type { StaticServer } from '../helpers/static-server';

let server: StaticServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  server = await startRobustnessSite();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server.close();
});

describe('a run over misbehaving pages', () => {
  it('gives each bad page an error with its reason and finishes the others', async () => {
    const report = await run({ url: `${server.url}/`, allowPrivate: true, analysisTypes: ['GENERAL'], maxPages: 20, pageTimeout: 15_000, concurrency: 2 });
    const byPath = new Map(report.pages.map((page) => [new URL(page.url).pathname, page]));
    expect(byPath.get('/hang')?.error).toMatch(/did not finish loading|longer than/);
    expect(byPath.get('/loop')?.error).toBe('The page redirects in a loop (too many redirects)');
    expect(byPath.get('/error500')).toMatchObject({ status: 500, error: 'The server answered HTTP 500 Internal Server Error' });
    expect(byPath.get('/error500')?.findings.map((finding) => `${finding.id}:${finding.outcome}`)).toEqual(['http-status:failed']);
    expect(byPath.get('/download')?.error).toBe('The URL starts a file download instead of showing a page');
    expect(byPath.get('/huge')).toMatchObject({ status: 200, error: null });
    expect(byPath.get('/moved')).toMatchObject({ finalUrl: `${server.url}/moved-target.html`, redirects: [{ url: `${server.url}/moved`, status: 301 }] });

    // The sabotaged page is analysed: gatherers that needed querySelectorAll report an error, the rest work.
    const throws = byPath.get('/throws.html')!;
    expect(throws.error).toBeNull();
    const outcome = (id: string) => throws.findings.find((finding) => finding.id === id);
    expect(outcome('console-errors')).toMatchObject({ outcome: 'failed', severity: 'serious' });
    expect(outcome('heading-outline')).toMatchObject({ outcome: 'error', explanation: expect.stringContaining('sabotaged') });
    expect(outcome('http-status')?.outcome).toBe('passed');
    expect(unhandled).toEqual([]);
  }, 120_000);
});

describe('the driver', () => {
  const options = resolveOptions({ allowPrivate: true, pageTimeout: 10_000, analysisTypes: ['GENERAL'] });
  const guard = new RequestGuard([], true);
  const title = GATHERERS.filter((gatherer) => gatherer.name === 'HeadElements');

  it('turns a renderer crash into a page error', async () => {
    const browsers = new BrowserManager();
    const crash: Gatherer = { name: 'HeadElements', phase: 'passive', gather: async (ctx) => (await ctx.cdp.send('Page.crash'), undefined as never) };
    try {
      const load = await loadPage(await browsers.get(), `${server.url}/moved-target.html`, 'mobile', [crash], options, guard);
      expect(load.error).toBe('The browser tab crashed while showing the page');
    } finally {
      await browsers.close();
    }
  });

  it('reports a browser that dies mid-page and relaunches it for the next page', async () => {
    const browsers = new BrowserManager();
    const kill: Gatherer = { name: 'HeadElements', phase: 'passive', gather: async (ctx) => (await ctx.context.browser()!.close(), undefined as never) };
    try {
      const dead = await loadPage(await browsers.get(), `${server.url}/moved-target.html`, 'mobile', [kill], options, guard);
      expect(dead.error).toBe('The browser stopped while analysing the page (it is restarted for the next pages)');
      const next = await loadPage(await browsers.get(), `${server.url}/moved-target.html`, 'mobile', title, options, guard);
      expect(next.error).toBeNull();
      expect(browsers.relaunches).toBe(1);
    } finally {
      await browsers.close();
    }
  });

  it('says which step a page was on when it ran out of time', async () => {
    const browsers = new BrowserManager();
    const stuck: Gatherer = { name: 'HeadElements', phase: 'interactive', gather: () => new Promise<never>(() => undefined) };
    try {
      const load = await loadPage(await browsers.get(), `${server.url}/moved-target.html`, 'mobile', [stuck], { ...options, pageTimeout: 8_000 }, guard);
      expect(load.error).toBe('Analysis of the page took longer than the 8 s limit; it was at the HeadElements step');
    } finally {
      await browsers.close();
    }
  });

  it('reports an invalid TLS certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const tls = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_request, response) => response.end('<title>x</title>'));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const browsers = new BrowserManager();
    try {
      const load = await loadPage(await browsers.get(), `https://127.0.0.1:${(tls.address() as AddressInfo).port}/`, 'mobile', title, options, guard);
      expect(load.error).toMatch(/^The TLS certificate or connection is invalid \(net::ERR_CERT_/);
    } finally {
      await browsers.close();
      tls.close();
    }
  });
});

describe('the address guard', () => {
  it('refuses loopback targets, also behind a host rule, unless private addresses are allowed', async () => {
    const rules = [{ host: 'shop.test', targetHost: '127.0.0.1', targetPort: 8080 }];
    expect(await new RequestGuard(rules, false).check('http://shop.test/')).toMatch(/127\.0\.0\.1.*private, loopback/);
    expect(await new RequestGuard([], false).check('http://169.254.169.254/latest/meta-data')).toMatch(/link-local|private/);
    expect(await new RequestGuard(rules, true).check('http://shop.test/')).toBeNull();
  });
  it('refuses to start a run on a private address', async () => {
    await expect(run({ url: `${server.url}/`, analysisTypes: ['GENERAL'] })).rejects.toThrow(RunError);
  });
});
