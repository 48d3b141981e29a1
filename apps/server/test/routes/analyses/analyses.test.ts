import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { startFixtureSite } from '../../helpers/fixture-site';
import { startSmtpServer } from '../../helpers/smtp';

// One real analysis (GENERAL and SOCIAL on a one-page local site, real Chromium) shared by the
// tests below; each reads it through the API as a visitor would.
const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL'], saveScreenshots: true };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: App;
let dataDir: string;
let syntheticId: string;
let owner: string;
let origin: string;
const progress: string[] = [];
/** Every list of pages in progress the app stored, in order. */
const storedSteps: Array<Array<{ url: string; device: string; stage: string }>> = [];

async function waitForStatus(id: string, cookie: string, done: (status: string) => boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const analysis = (await app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: { cookie } })).json().analysis;
    if (done(analysis.status)) return analysis;
    if (Date.now() > deadline) throw new Error(`analysis still ${analysis.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  site = await startFixtureSite();
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-analyses-test-'));
  app = await createTestApp({
    allowPrivateTargets: true,
    hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`),
    dataDir,
    secret: 'test-secret-0123456789',
    smtpUrl: smtp.url,
    publicUrl: 'http://sightline.test',
  });
  // Every statement the app sends to its (PGlite) database goes through this function, so each
  // stored step is seen, however quickly the next one follows.
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], ...rest: unknown[]) => {
    const index = /^update "analyses" set .*"pages_in_progress" = \$(\d+)/.exec(text)?.[1];
    if (index !== undefined) storedSteps.push(JSON.parse(String(params![Number(index) - 1])));
    return (query as (...args: unknown[]) => unknown)(text, params, ...rest);
  }) as typeof client.query;
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const started = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY });
  syntheticId = started.json().syntheticId;
  owner = String(started.headers['set-cookie']).split(';')[0]!;
  const notify = await app.inject({ method: 'POST', url: `/api/analyses/${syntheticId}/notify`, headers: { cookie: owner }, payload: { email: 'Owner@Example.com' } });
  expect(notify.json()).toEqual({ success: true, message: 'We will email Owner@Example.com when the report is ready.' });

  // The SSE stream, read over a real socket while the analysis runs.
  const response = await fetch(`${origin}/api/analyses/${syntheticId}/events`, { headers: { cookie: owner } });
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const decoder = new TextDecoder();
  let text = '';
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  for (const block of text.split('\n\n')) {
    const event = /^event: (\w+)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event && data) progress.push(`${event}:${JSON.parse(data).status}`);
  }
}, 120_000);

afterAll(async () => {
  await app.close();
  await site.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an analysis from submission to report', () => {
  it('streams progress over SSE until a final done event, then ends the stream', () => {
    expect(progress.at(-1)).toBe('done:completed');
    expect(progress.slice(0, -1).every((entry) => entry.startsWith('progress:'))).toBe(true);
    expect(progress.length).toBeGreaterThan(1);
  });

  it('stores the step each page is on as it goes (opening it, then reading it), and clears them when it is done', async () => {
    await waitForStatus(syntheticId, owner, (status) => status === 'completed');
    const steps = storedSteps.filter((list) => list.length > 0).map((list) => list.map((page) => `${page.url} ${page.device} ${page.stage}`).join(', '));
    expect(steps).toEqual(['http://shop.test/ mobile load', 'http://shop.test/ mobile passive']);
    expect(storedSteps.at(-1)).toEqual([]);
    const { analysis } = (await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}`, headers: { cookie: owner } })).json();
    expect(analysis).toMatchObject({ pagesInProgress: [], devices: ['mobile'], progressAt: expect.any(String) });
  });

  it('stores status, progress and scores', async () => {
    const analysis = await waitForStatus(syntheticId, owner, (status) => status === 'completed');
    expect(analysis).toMatchObject({ status: 'completed', pagesDone: 1, pagesFound: 1, attempts: 1, error: null, stage: null });
    expect(analysis.scores.overall).toEqual(expect.any(Number));
    expect(analysis.scores.general).toEqual(expect.any(Number));
    expect(new Date(analysis.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(analysis.startedAt).getTime());
  });

  it('serves the stored report, and screenshots from DATA_DIR, to the owner only', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report`, headers: { cookie: owner } });
    expect(response.statusCode).toBe(200);
    const { report, view, owner: isOwner } = response.json();
    // Without ?view= the standard view: the summary every visitor may see.
    expect(view).toBe('standard');
    expect(isOwner).toBe(true);
    expect(report.requestedUrl).toBe('http://shop.test/');
    expect(report.pages).toHaveLength(1);
    const shot = report.pages[0].screenshots[0];
    // Stored relative to the analysis directory: no server path leaks into the report.
    expect(shot.path).toMatch(/^(?:[\w-]+\/)?[\w.-]+\.png$/);
    expect(readdirSync(join(dataDir, 'analyses', syntheticId), { recursive: true })).toContain(shot.path);

    const image = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/${shot.path}`, headers: { cookie: owner } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/${shot.path}` })).statusCode).toBe(404);
    // The report's asset token stands in for the account's Bearer token, which an <img> cannot send.
    const { assetToken } = response.json();
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/${shot.path}?asset=${assetToken}` })).statusCode).toBe(200);
    const forged = `${assetToken.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/${shot.path}?asset=${forged}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/..%2F..%2Fsecret.png`, headers: { cookie: owner } })).statusCode).toBe(400);

    const download = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report.json`, headers: { cookie: owner } });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="sightline-shop\.test-/);
    expect(JSON.parse(download.body).requestedUrl).toBe('http://shop.test/');
  });

  it('emails the owner a working share link when the report is ready', async () => {
    const email = await smtp.waitForEmail('owner@example.com');
    expect(email.subject).toBe('Your UX report for shop.test is ready');
    const link = /http:\/\/sightline\.test\/standard-report\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(email.text);
    expect(link?.[1]).toBe(syntheticId);
    const opened = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report?token=${link![2]}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ owner: false, view: 'standard' });
  });

  it('lets the owner create, list and revoke share links with expiry and view counts', async () => {
    const created = await app.inject({ method: 'POST', url: `/api/analyses/${syntheticId}/share-links`, headers: { cookie: owner }, payload: { expiresInDays: 7 } });
    expect(created.statusCode).toBe(201);
    const { link, url } = created.json();
    const token = url.split('/').at(-1);
    expect(url).toBe(`http://sightline.test/standard-report/${syntheticId}/${token}`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // A fresh visitor (no cookie) with the token reads the report and its screenshots.
    const read = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report?token=${token}` });
    expect(read.statusCode).toBe(200);
    const shot = read.json().report.pages[0].screenshots[0].path;
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/screenshots/${shot}?token=${token}` })).statusCode).toBe(200);

    // A tampered token reveals nothing, with the same answer as an unknown analysis.
    const tampered = await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
    const unknown = await app.inject({ method: 'GET', url: `/api/analyses/00000000-0000-4000-8000-000000000000/report?token=${token}` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toEqual(unknown.json());

    // Only the owner manages links.
    expect((await app.inject({ method: 'POST', url: `/api/analyses/${syntheticId}/share-links`, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/share-links?token=${token}` })).statusCode).toBe(404);

    const listed = (await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/share-links`, headers: { cookie: owner } })).json().links;
    expect(listed.find((entry: { id: string }) => entry.id === link.id)).toMatchObject({ viewCount: 1, revokedAt: null });

    const revoked = await app.inject({ method: 'DELETE', url: `/api/analyses/${syntheticId}/share-links/${link.id}`, headers: { cookie: owner } });
    expect(revoked.json()).toEqual({ success: true });
    expect((await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}/report?token=${token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/analyses/${syntheticId}/share-links/${link.id}`, headers: { cookie: owner } })).statusCode).toBe(404);
  });

  it('refuses a notify request once the analysis has finished', async () => {
    const response = await app.inject({ method: 'POST', url: `/api/analyses/${syntheticId}/notify`, headers: { cookie: owner }, payload: { email: 'late@example.com' } });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['GET', '/api/analyses/not-a-uuid', undefined],
    ['GET', '/api/analyses/not-a-uuid/events', undefined],
    ['POST', '/api/analyses/00000000-0000-4000-8000-000000000000/share-links', { expiresInDays: 0 }],
    ['POST', '/api/analyses/00000000-0000-4000-8000-000000000000/share-links', { view: 'everything' }],
    ['POST', '/api/analyses/00000000-0000-4000-8000-000000000000/notify', { email: 'not-an-email' }],
    ['DELETE', '/api/analyses/00000000-0000-4000-8000-000000000000/share-links/nope', undefined],
  ])('answers malformed %s %s with a 400', async (method, url, payload) => {
    const response = await app.inject({ method: method as 'GET', url, payload: payload as object | undefined, headers: { cookie: owner } });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
