import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis, failAnalysis } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { startFixtureSite } from '../../helpers/fixture-site';
import { createAccount } from '../../helpers/accounts';
import { report } from '../../helpers/report-fixture';

const BODY = { startUrls: ['shop.test'], maxPages: 2, maxDepth: 1, analysisTypes: ['GENERAL', 'SOCIAL'], saveScreenshots: false };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;
let dataDir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-rerun-test-'));
  // work: false: the tests are about what gets queued; no analysis runs.
  app = await createTestApp(
    { allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), dataDir, secret: 'test-secret-0123456789', anonymousAnalysesPerHour: 3, anonymousMaxPages: 3, accountMaxPages: 8 },
    { work: false },
  );
});
afterAll(async () => {
  await app.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(ip: string, body: object = BODY, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: body, remoteAddress: ip, headers });
  return { id: response.json().syntheticId as string, cookie: String(response.headers['set-cookie']).split(';')[0]! };
}

// As an API client would send it: a JSON content type, no body (ownership.test.ts covers the Origin rule).
function rerun(id: string, ip: string, headers: Record<string, string> = {}, body?: object) {
  return app.inject({ method: 'POST', url: `/api/analyses/${id}/rerun`, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers }, ...(body ? { payload: body } : {}) });
}

async function analysisOf(id: string, headers: Record<string, string>) {
  return (await app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers })).json().analysis;
}

async function queuedJobs(): Promise<string[]> {
  const result = (await app.db.execute(`select data->>'analysisId' as id from pgboss.job where name = 'analyze-site'`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

describe('POST /api/analyses/{id}/rerun', () => {
  it('queues a new analysis of the same domain with the same settings, for the owner', async () => {
    const ip = '203.0.113.20';
    const original = await start(ip);
    expect((await rerun(original.id, ip, { cookie: original.cookie })).json()).toMatchObject({ code: 'NOT_FINISHED' });

    await failAnalysis(app.db, original.id, 'the site timed out', true);
    const response = await rerun(original.id, ip, { cookie: original.cookie });
    expect(response.statusCode).toBe(200);
    const { status, syntheticId } = response.json();
    expect(status).toBe('queued');
    expect(syntheticId).not.toBe(original.id);
    // The browser keeps its owner key: no new cookie, and the new analysis is in its history.
    expect(response.headers['set-cookie']).toBeUndefined();
    const fresh = (await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}`, headers: { cookie: original.cookie } })).json().analysis;
    expect(fresh).toMatchObject({ domain: 'shop.test', status: 'queued', startUrl: 'http://shop.test/', maxPages: 2 });
    expect(await queuedJobs()).toContain(syntheticId);
    const history = (await app.inject({ method: 'GET', url: '/api/analyses?domain=shop.test', headers: { cookie: original.cookie } })).json().analyses;
    expect(history.map((entry: { syntheticId: string }) => entry.syntheticId)).toEqual([syntheticId, original.id]);
  });

  it('answers 404 to anyone but the owner', async () => {
    const ip = '203.0.113.21';
    const original = await start(ip);
    await completeAnalysis(app.db, original.id, { report: report([]), scores: {}, pagesDone: 0 });
    expect((await rerun(original.id, ip)).statusCode).toBe(404);
    const stranger = await start('203.0.113.22');
    expect((await rerun(original.id, ip, { cookie: stranger.cookie })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await rerun('not-a-uuid', ip, { cookie: original.cookie })).statusCode).toBe(400);
  });

  it('applies the anonymous limits and the hourly limit per IP of the crawl call', async () => {
    const ip = '203.0.113.23';
    const original = await start(ip);
    await completeAnalysis(app.db, original.id, { report: report([]), scores: {}, pagesDone: 0 });
    expect((await rerun(original.id, ip, { cookie: original.cookie })).statusCode).toBe(200);
    expect((await rerun(original.id, ip, { cookie: original.cookie })).statusCode).toBe(200);
    const refused = await rerun(original.id, ip, { cookie: original.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('3 analyses in the last hour') });
    expect(refused.headers['retry-after']).toBe('3600');

    // Settings above today's anonymous limits (ANON_MAX_PAGES was lowered since) are refused.
    const keyHash = (await app.db.execute(`select owner_key_hash from analyses where id = '${original.id}'`)) as unknown as { rows: Array<{ owner_key_hash: string }> };
    const big = await createAnalysis(app.db, {
      domain: 'shop.test',
      request: { startUrl: 'http://shop.test/', maxPages: 50, maxDepth: 1, analysisTypes: ['GENERAL'], saveScreenshots: false },
      ipHash: 'elsewhere',
      ownerKeyHash: keyHash.rows[0]!.owner_key_hash,
      userId: null,
    });
    await completeAnalysis(app.db, big.id, { report: report([]), scores: {}, pagesDone: 0 });
    const tooBig = await rerun(big.id, '203.0.113.24', { cookie: original.cookie });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ success: false, code: 'LIMIT_EXCEEDED', error: 'A free analysis covers at most 3 pages (maxPages was 50).' });
  });

  it('analyses more pages of the site from the same start page: up to the anonymous limit, more when signed in', async () => {
    const ip = '203.0.113.30';
    const original = await start(ip, { ...BODY, startUrls: ['shop.test/about'], maxPages: 1 });
    await completeAnalysis(app.db, original.id, { report: report([]), scores: {}, pagesDone: 1 });

    const more = await rerun(original.id, ip, { cookie: original.cookie }, { maxPages: 3 });
    expect(more.statusCode).toBe(200);
    const queued = await analysisOf(more.json().syntheticId, { cookie: original.cookie });
    // The page that was typed stays the start page of the crawl; only the page count changes.
    expect(queued).toMatchObject({ domain: 'shop.test', startUrl: 'http://shop.test/about', maxPages: 3, status: 'queued' });
    expect(await queuedJobs()).toContain(queued.syntheticId);

    const tooMany = await rerun(original.id, ip, { cookie: original.cookie }, { maxPages: 4 });
    expect(tooMany.json()).toEqual({ success: false, code: 'LIMIT_EXCEEDED', error: 'A free analysis covers at most 3 pages (maxPages was 4).' });

    // Signed in, the account's limit applies (the browser's owner cookie still says whose analysis it is).
    const { token } = await createAccount(app, 'more-pages@example.com');
    const signedIn = { cookie: original.cookie, authorization: `Bearer ${token}` };
    const asAccount = await rerun(original.id, '203.0.113.31', signedIn, { maxPages: 8 });
    expect(asAccount.statusCode).toBe(200);
    expect(await analysisOf(asAccount.json().syntheticId, signedIn)).toMatchObject({ startUrl: 'http://shop.test/about', maxPages: 8 });
    expect((await rerun(original.id, '203.0.113.31', signedIn, { maxPages: 9 })).json()).toEqual({ success: false, code: 'LIMIT_EXCEEDED', error: 'An analysis covers at most 8 pages (maxPages was 9).' });
  });

  it.each([[{ maxPages: 0 }], [{ maxPages: 2.5 }], [{ pages: 3 }], [{ maxPages: '3' }]])('refuses the body %j with a 400', async (body) => {
    const ip = '203.0.113.32';
    const original = await start(ip);
    await completeAnalysis(app.db, original.id, { report: report([]), scores: {}, pagesDone: 1 });
    const response = await rerun(original.id, ip, { cookie: original.cookie }, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
