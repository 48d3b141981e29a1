import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '@sightline/db';
import type { App } from '../src/app';
import { WEB_NOT_BUILT } from '../src/plugins/web-app';
import { PRERENDERED_LIST } from '../src/plugins/prerendered';
import { SERVER_ENTRY, SERVER_RENDERED_FILE } from '../src/plugins/server-rendered';
import { ROUTE_PATTERNS_FILE } from '../src/plugins/web-routes';
import { createTestApp, LogCapture } from './helpers/test-app';

// Building an app costs seconds on a busy machine, so each configuration is built once.
describe('with the default configuration', () => {
  let app: App;
  const logs = new LogCapture();
  beforeAll(async () => {
    app = await createTestApp({}, { logs });
  });
  afterAll(() => app.close());

  it('answers the health check Playwright waits on', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('gives the client nulls for analytics that are not configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ gaMeasurementId: null, sessionRecordingSrc: null, maxPages: { anonymous: 5, signedIn: 10 } });
  });

  it('serves the OpenAPI document and its browser at /api/docs', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/signin', '/api/auth/me', '/api/domain-validation/validate', '/api/health', '/api/config']));
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('admits no third-party origin in its CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Plain http install: HSTS and upgrade-insecure-requests would lock browsers out.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'No such API route: GET /api/nope', code: 'NOT_FOUND' });
  });

  it('says plainly that the web app is not built when it is not', async () => {
    const response = await app.inject({ method: 'GET', url: '/pricing' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(WEB_NOT_BUILT);
  });

  it('says once at start-up that links go to the log, and logs requests', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(logs.messages().filter((message) => message.includes('SMTP_URL is not set'))).toHaveLength(1);
    expect(logs.lines.some((line) => line.msg === 'request completed')).toBe(true);
  });
});

describe('with analytics configured', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ gaMeasurementId: 'G-TEST1234', sessionRecordingSrc: 'https://rec.example.com/r.js', publicUrl: 'https://sightline.example.com' });
  });
  afterAll(() => app.close());

  it('gives the client the configured ids', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({ gaMeasurementId: 'G-TEST1234', sessionRecordingSrc: 'https://rec.example.com/r.js', maxPages: { anonymous: 5, signedIn: 10 } });
  });

  it('admits Google Analytics and the session-recording origin, and nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://rec.example.com;");
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://rec.example.com;");
    const origins = new Set(csp.match(/https:\/\/[^\s;]+/g));
    expect([...origins].sort()).toEqual(['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://rec.example.com', 'https://www.googletagmanager.com']);
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});

describe('with a web build', () => {
  let app: App;
  const dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(dist, '.sightline'));
    writeFileSync(join(dist, ROUTE_PATTERNS_FILE), JSON.stringify({ patterns: ['/', '/pricing', '/standard-report/:id?', '/standard-report/:syntheticId/:token', '/guides/*'] }));
    writeFileSync(join(dist, 'assets', 'big-abc123.js'), `export const words = ${JSON.stringify('lorem ipsum dolor '.repeat(500))};`);
    app = await createTestApp({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves index.html, uncached, for the app's routes", async () => {
    for (const url of ['/', '/pricing', '/PRICING/', '/guides/biases/anchoring', '/standard-report', '/standard-report/syn-1/tok-1?x=1', '/no/../pricing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the same page with 404 for paths no route matches (the app shows home there)', async () => {
    for (const url of ['/no/such/page?x=1', '/pricing/extra', '/standard-report/a/b/c', '/favicon.ico', '/.sightline/route-patterns.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/no/such/page' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/pricing' })).statusCode).toBe(200);
  });

  it('serves hashed assets with a long cache, other files as they are, and 404s a missing asset', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *');
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it('does not publish source maps', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('version');
  });

  it('compresses text responses for clients that accept it, and only for them', async () => {
    for (const encoding of ['br', 'gzip']) {
      const asset = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': encoding } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding'], encoding).toBe(encoding);
      expect(asset.rawPayload.length).toBeLessThan(1000);
    }
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('lorem ipsum');
  });

  it('still answers unknown API routes with JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('with a web build that prerendered its content pages', () => {
  let app: App;
  const dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
  const page = (path: string) => `<!doctype html><link rel="canonical" href="__SIGHTLINE_ORIGIN__${path}" /><div id="root"><h1>${path}</h1></div>`;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dist, '.sightline/pages/guides/laws/fitts-law'), { recursive: true });
    writeFileSync(join(dist, ROUTE_PATTERNS_FILE), JSON.stringify({ patterns: ['/', '/guides', '/guides/*', '/pricing'] }));
    writeFileSync(join(dist, PRERENDERED_LIST), JSON.stringify(['/', '/guides/laws/fitts-law', '/guides/gone']));
    writeFileSync(join(dist, '.sightline/pages/index.html'), page('/'));
    writeFileSync(join(dist, '.sightline/pages/guides/laws/fitts-law/index.html'), page('/guides/laws/fitts-law'));
    writeFileSync(join(dist, '.sightline/sitemap.xml'), '<urlset><url><loc>__SIGHTLINE_ORIGIN__/guides</loc></url></urlset>');
    app = await createTestApp({ publicUrl: 'https://ux.example.org' }, { webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a prerendered path with its page, the public origin in its absolute URLs, however the path is cased', async () => {
    for (const url of ['/', '/?from=mail', '/guides/laws/fitts-law', '/Guides/Laws/Fitts-Law/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toMatch(/<link rel="canonical" href="https:\/\/ux\.example\.org\//);
    }
  });

  it('answers 404 for a guide that was not prerendered, and index.html (which renders it) when the file went missing', async () => {
    const missing = await app.inject({ method: 'GET', url: '/guides/laws/no-such-law' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const gone = await app.inject({ method: 'GET', url: '/guides/gone' });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: 'GET', url: '/pricing' })).body).toContain('<div id="root"></div>');
  });

  it('serves the sitemap with absolute URLs, and nothing of what the build wrote for the server', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://ux.example.org/guides</loc>');
    for (const url of ['/.sightline/prerendered.json', '/.sightline/pages/index.html', '/blog/rss.xml']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('with a web build that renders shared reports on the server', () => {
  let app: App;
  const logs = new LogCapture();
  const dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
  const template = '<!doctype html><head><link rel="modulepreload" href="/assets/report.js"></head><div id="root"></div>';
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(dist, '.sightline/server'), { recursive: true });
    writeFileSync(join(dist, ROUTE_PATTERNS_FILE), JSON.stringify({ patterns: ['/', '/standard-report/:id?', '/standard-report/:syntheticId/:token'] }));
    writeFileSync(join(dist, SERVER_RENDERED_FILE), JSON.stringify([{ path: '/standard-report/:syntheticId/:token', template }]));
    // The build's entry renders the app; this one shows what the server's side of it does: the
    // page's API calls answered by the server itself, and what a render's status decides.
    writeFileSync(
      join(dist, SERVER_ENTRY),
      `export async function renderPage(url, transport) {
        const token = new URL(url).pathname.split('/')[3];
        if (token === 'throws') throw new Error('the render failed');
        const health = await transport('/api/health', { method: 'GET', headers: { Accept: 'application/json' } });
        const missing = await transport('/api/no-such-route', { method: 'GET' });
        const body = await health.json();
        return { status: token === 'missing' ? 404 : 200, html: '<h1>' + health.status + ' ' + body.status + ' ' + missing.status + '</h1>', routeData: { loaderData: { report: null } }, queries: [[['/api/x'], { a: '</script>' }]] };
      }`,
    );
    app = await createTestApp({}, { webDistDir: dist, logs });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers a shared report's path with the page rendered, its API calls answered by this server, and what they answered for the browser", async () => {
    const response = await app.inject({ method: 'GET', url: '/standard-report/abc/tok?utm=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/report.js">');
    expect(response.body).toContain('<div id="root"><h1>200 ok 404</h1></div>');
    expect(response.body).toContain('<script type="application/json" id="sightline-route-data">{"loaderData":{"report":null}}</script>');
    // Nothing in the data can end its element.
    expect(response.body).toContain('<script type="application/json" id="sightline-query-data">[[["/api/x"],{"a":"\\u003c/script\\u003e"}]]</script>');
  });

  it("sends the app's own page when the render does not answer 200 or fails, and other paths as before", async () => {
    for (const url of ['/standard-report/abc/missing', '/standard-report/abc/throws', '/standard-report/abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
    expect(logs.messages().some((message) => message.includes('Rendering the page on the server failed'))).toBe(true);
  });

  it('never serves the entry nor its list', async () => {
    for (const url of [`/${SERVER_ENTRY}`, `/${SERVER_RENDERED_FILE}`]) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('with a web build made before it listed its routes', () => {
  let app: App;
  const logs = new LogCapture();
  const dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await createTestApp({}, { webDistDir: dist, logs });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page for every path, as before, and says the build should be made again', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(logs.messages().some((message) => message.includes('route-patterns.json') && message.includes('npm run build'))).toBe(true);
  });
});

describe('shutdown', () => {
  it('stops the queue, letting it finish, before it closes the database', async () => {
    const events: string[] = [];
    const database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
    const closeDatabase = database.close;
    database.close = async () => {
      events.push('database closing');
      await closeDatabase();
    };
    const app = await createTestApp({}, { database });
    const stopQueue = app.queue.stop;
    app.queue.stop = async () => {
      events.push('queue stopping');
      await stopQueue();
      events.push('queue stopped');
    };
    await app.close();
    expect(events).toEqual(['queue stopping', 'queue stopped', 'database closing']);
  });
});
