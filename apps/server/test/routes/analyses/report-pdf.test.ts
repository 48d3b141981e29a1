import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis } from '@sightline/db';
import type { App } from '../../../src/app';
import { generateToken, hashToken } from '../../../src/auth/tokens';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';
import { finding, page, report } from '../../helpers/report-fixture';

// A stand-in for the built web app, served by the same Fastify instance (the real one is tested
// end to end by the web's Playwright suite): a report page that fetches the report API as the
// browser it runs in, renders it, and marks itself ready, like apps/web does.
const INDEX = '<!doctype html><html><head><meta charset="utf-8"><title>Report</title><script type="module" src="/assets/report.js"></script></head><body><main id="root"></main></body></html>';
const SCRIPT = `
const VIEWS = { 'standard-report': 'standard', 'comprehensive-report': 'comprehensive', 'detailed-report': 'detailed', 'standard-report-whitelabel': 'standard-whitelabel', 'comprehensive-report-whitelabel': 'comprehensive-whitelabel' };
const [, path, id, token] = location.pathname.split('/');
const query = new URLSearchParams({ view: VIEWS[path] });
if (token) query.set('token', token);
const response = await fetch('/api/analyses/' + id + '/report?' + query);
const root = document.getElementById('root');
if (response.ok) {
  const body = await response.json();
  const article = document.createElement('article');
  const heading = document.createElement('h1');
  heading.textContent = body.analysis.domain + ' — ' + body.view + ' report, score ' + body.analysis.scores.overall;
  article.append(heading);
  for (const item of body.report.pages.flatMap((entry) => entry.findings)) {
    const line = document.createElement('p');
    line.textContent = item.title + ': ' + item.outcome;
    article.append(line);
  }
  article.setAttribute('data-report-ready', 'true');
  root.append(article);
} else {
  root.textContent = 'Could not load the report: ' + response.status;
}
`;
// A page that never says it is ready, for the time limit.
const STUCK = 'document.getElementById("root").textContent = "still loading";';

const STORED = report([page('https://shop.test/', [finding('alt', 'failed', { elements: 4 }), finding('title', 'passed')])]);

function webDist(script: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'report.js'), script);
  return dir;
}

const dirs: string[] = [];
async function listeningApp(options: { webDistDir: string; pdfTimeoutMs?: number }): Promise<App> {
  const app = await createTestApp({}, { work: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function completedAnalysis(app: App, owner: { ownerKeyHash?: string; userId?: string }) {
  const row = await createAnalysis(app.db, {
    domain: 'shop.test',
    request: { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false },
    ipHash: 'test',
    ownerKeyHash: owner.ownerKeyHash ?? null,
    userId: owner.userId ?? null,
  });
  await completeAnalysis(app.db, row.id, { report: STORED, scores: { overall: 64 }, pagesDone: 1 });
  return row.id;
}

function expectPdf(body: Buffer) {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/analyses/{id}/report.pdf', () => {
  let app: App;
  const key = generateToken();
  const cookie = `sightline_owner=${key}`;
  let id: string;

  beforeAll(async () => {
    const dist = webDist(SCRIPT);
    dirs.push(dist);
    app = await listeningApp({ webDistDir: dist });
    id = await completedAnalysis(app, { ownerKeyHash: hashToken(key) });
  });
  afterAll(async () => app.close());

  it("prints the view's page with the owner's cookie as an A4 attachment", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf?view=comprehensive`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sightline-shop.test-comprehensive.pdf"');
    expectPdf(response.rawPayload);
  });

  it("prints with the account's bearer token when the analysis belongs to an account", async () => {
    const signUp = await createAccount(app, 'pdf@example.com');
    const owned = await completedAnalysis(app, { userId: signUp.user.id });
    const response = await app.inject({ method: 'GET', url: `/api/analyses/${owned}/report.pdf?view=detailed`, headers: { authorization: `Bearer ${signUp.token}` } });
    expect(response.statusCode).toBe(200);
    expectPdf(response.rawPayload);
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${owned}/report.pdf?view=detailed` })).statusCode).toBe(404);
  });

  it("prints a share link's page for a visitor with its token, and only the views it opens", async () => {
    const created = await app.inject({ method: 'POST', url: `/api/analyses/${id}/share-links`, headers: { cookie }, payload: { view: 'comprehensive' } });
    const token = created.json().url.split('/').at(-1);
    const response = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf?view=comprehensive&token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sightline-shop.test-comprehensive.pdf"');
    expectPdf(response.rawPayload);
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf?view=detailed&token=${token}` })).statusCode).toBe(403);
  });
});

describe('report.pdf on an https install', () => {
  it('prints from the plain-http loopback address even though pages ask browsers to upgrade requests', async () => {
    const dist = webDist(SCRIPT);
    dirs.push(dist);
    const app = await createTestApp({ publicUrl: 'https://sightline.example' }, { work: false, webDistDir: dist });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const key = generateToken();
      const id = await completedAnalysis(app, { ownerKeyHash: hashToken(key) });
      expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const response = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: { cookie: `sightline_owner=${key}` } });
      expect(response.statusCode).toBe(200);
      expectPdf(response.rawPayload);
    } finally {
      await app.close();
    }
  });
});

describe('report.pdf when it cannot print', () => {
  it('answers 503 with a clear message when the web app is not built', async () => {
    const app = await createTestApp({}, { work: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const key = generateToken();
      const id = await completedAnalysis(app, { ownerKeyHash: hashToken(key) });
      const response = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: { cookie: `sightline_owner=${key}` } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, code: 'WEB_NOT_BUILT', error: expect.stringContaining('npm run build') });

      // Each PDF costs a browser render, so one address gets 30 an hour.
      for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, remoteAddress: '192.0.2.9' });
      const limited = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, remoteAddress: '192.0.2.9', headers: { cookie: `sightline_owner=${key}` } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await app.close();
    }
  });

  it('answers 504 PDF_TIMEOUT when the page never becomes ready', async () => {
    const dist = webDist(STUCK);
    dirs.push(dist);
    const app = await listeningApp({ webDistDir: dist, pdfTimeoutMs: 2_000 });
    try {
      const key = generateToken();
      const id = await completedAnalysis(app, { ownerKeyHash: hashToken(key) });
      const response = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report.pdf`, headers: { cookie: `sightline_owner=${key}` } });
      expect(response.statusCode).toBe(504);
      expect(response.json()).toEqual({ success: false, code: 'PDF_TIMEOUT', error: 'The PDF was not ready within 2 seconds. Please try again.' });
    } finally {
      await app.close();
    }
  });
});
