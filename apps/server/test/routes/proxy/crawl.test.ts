import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { startFixtureSite } from '../../helpers/fixture-site';

const SPEC_BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;
let dataDir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-crawl-test-'));
  // work: false — these tests are about accepting requests; jobs stay queued.
  app = await createTestApp(
    { allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}, MAP down.test 127.0.0.1:1`), dataDir, secret: 'test-secret-0123456789', anonymousAnalysesPerHour: 3 },
    { work: false },
  );
});
afterAll(async () => {
  await app.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function crawl(payload: unknown, ip = '203.0.113.1', headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: payload as object, remoteAddress: ip, headers });
}

describe('POST /api/proxy/v1/crawl', () => {
  it('queues the spec body and answers {status, syntheticId}, issuing an HttpOnly owner cookie', async () => {
    const response = await crawl(SPEC_BODY);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'queued', syntheticId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^sightline_owner=[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Lax/);

    // The owner sees the status; a stranger with the id alone does not.
    const owner = await app.inject({ method: 'GET', url: `/api/analyses/${body.syntheticId}`, headers: { cookie: cookie.split(';')[0]! } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().analysis).toMatchObject({ syntheticId: body.syntheticId, domain: 'shop.test', status: 'queued', startUrl: `http://shop.test/`, maxPages: 1 });
    const stranger = await app.inject({ method: 'GET', url: `/api/analyses/${body.syntheticId}` });
    expect(stranger.statusCode).toBe(404);
  });

  it('reuses the browser owner key instead of issuing another', async () => {
    const first = await crawl(SPEC_BODY, '203.0.113.2');
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const second = await crawl(SPEC_BODY, '203.0.113.2', { cookie });
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    const list = await app.inject({ method: 'GET', url: '/api/analyses', headers: { cookie } });
    expect(list.json().analyses.map((a: { syntheticId: string }) => a.syntheticId)).toEqual([second.json().syntheticId, first.json().syntheticId]);
  });

  it.each([
    ['no body', undefined],
    ['startUrls missing', { ...SPEC_BODY, startUrls: undefined }],
    ['two start URLs', { ...SPEC_BODY, startUrls: ['a.com', 'b.com'] }],
    ['maxPages as a string', { ...SPEC_BODY, maxPages: '1' }],
    ['a fractional depth', { ...SPEC_BODY, maxDepth: 1.5 }],
    ['an unknown analysis type', { ...SPEC_BODY, analysisTypes: ['GENERAL', 'SEO'] }],
    ['duplicate analysis types', { ...SPEC_BODY, analysisTypes: ['GENERAL', 'GENERAL'] }],
    ['screenshots not a boolean', { ...SPEC_BODY, saveScreenshots: 'yes' }],
    ['an extra field', { ...SPEC_BODY, priority: 'high' }],
  ])('refuses %s with a 400 naming the problem', async (_name, payload) => {
    const response = await crawl(payload, '198.51.100.9');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: expect.any(String), error: expect.any(String) });
  });

  it('enforces the anonymous page and depth limits with a clear message', async () => {
    const pages = await crawl({ ...SPEC_BODY, maxPages: 50 }, '198.51.100.10');
    expect(pages.statusCode).toBe(400);
    expect(pages.json()).toEqual({ success: false, code: 'LIMIT_EXCEEDED', error: 'A free analysis covers at most 5 pages (maxPages was 50).' });
    const depth = await crawl({ ...SPEC_BODY, maxDepth: 9 }, '198.51.100.10');
    expect(depth.json().error).toBe('A free analysis follows links at most 2 levels deep (maxDepth was 9).');
  });

  it('re-checks the domain: bad format, unreachable, private without permission', async () => {
    expect((await crawl({ ...SPEC_BODY, startUrls: ['not a domain'] }, '198.51.100.11')).json()).toMatchObject({ code: 'DOMAIN_NOT_ANALYZABLE', error: expect.stringContaining('Invalid domain format') });
    const down = await crawl({ ...SPEC_BODY, startUrls: ['down.test'] }, '198.51.100.11');
    expect(down.statusCode).toBe(422);
    expect(down.json().error).toBe('Domain not reachable. Please check the domain.');

    const guarded = await createTestApp({ hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), secret: 'test-secret-0123456789' }, { work: false });
    try {
      const refused = await guarded.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: SPEC_BODY });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatch(/private or local network/);
    } finally {
      await guarded.close();
    }
  });

  it('limits submissions per IP per hour with a 429 that says why', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i++) expect((await crawl(SPEC_BODY, ip)).statusCode).toBe(200);
    const refused = await crawl(SPEC_BODY, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, code: 'RATE_LIMITED', error: 'You have started 3 analyses in the last hour, the most we run for one address. Please try again later.' });
    expect(refused.headers['retry-after']).toBe('3600');
    // Another address is not affected.
    expect((await crawl(SPEC_BODY, '192.0.2.78')).statusCode).toBe(200);
  });
});

describe('POST /api/user-data/domain-submission', () => {
  function submit(payload: unknown) {
    return app.inject({ method: 'POST', url: '/api/user-data/domain-submission', payload: payload as object, remoteAddress: '203.0.113.50' });
  }

  it('stores the submission with the normalised domain and a known syntheticId', async () => {
    const { syntheticId } = (await crawl(SPEC_BODY, '203.0.113.51')).json();
    const response = await submit({ domain: 'https://www.Shop.test/x', submissionType: 'exit-intent', source: 'homepage', analysisTypes: SPEC_BODY.analysisTypes, syntheticId });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const result = (await app.db.execute(`select domain, submission_type, source, synthetic_id, ip_hash from domain_submissions where id = '${id}'`)) as unknown as { rows: Array<Record<string, string>> };
    const [row] = result.rows;
    expect(row).toMatchObject({ domain: 'shop.test', submission_type: 'exit-intent', source: 'homepage', synthetic_id: syntheticId });
    // The IP is kept only as a keyed hash.
    expect(row!.ip_hash).not.toContain('203.0.113.50');
    expect(row!.ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a null syntheticId (the crawl did not start) and forgets an unknown one', async () => {
    expect((await submit({ domain: 'shop.test', submissionType: 'exit-intent', source: 'exit-intent-modal', analysisTypes: [], syntheticId: null })).statusCode).toBe(201);
    expect((await submit({ domain: 'shop.test', submissionType: 'exit-intent', analysisTypes: [], syntheticId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(201);
  });

  it('keeps the source of a submission apart from the spec\'s fixed submission type; a client that sends only the spec\'s body stores none', async () => {
    const fromModal = (await submit({ domain: 'modal.test', submissionType: 'exit-intent', source: 'exit-intent-modal', analysisTypes: [], syntheticId: null })).json().id;
    const fromBias = (await submit({ domain: 'deals.test', submissionType: 'exit-intent', source: 'bias-detection', analysisTypes: ['DECEPTIVE_DESIGN'], syntheticId: null })).json().id;
    const specOnly = (await submit({ domain: 'spec.test', submissionType: 'exit-intent', analysisTypes: [], syntheticId: null })).json().id;
    const result = (await app.db.execute(`select id, submission_type, source from domain_submissions where id in ('${fromModal}', '${fromBias}', '${specOnly}')`)) as unknown as { rows: Array<Record<string, string | null>> };
    expect(Object.fromEntries(result.rows.map((row) => [row.id, [row.submission_type, row.source]]))).toEqual({
      [fromModal]: ['exit-intent', 'exit-intent-modal'],
      [fromBias]: ['exit-intent', 'bias-detection'],
      [specOnly]: ['exit-intent', null],
    });
  });

  it.each([
    ['a bad domain', { domain: 'nope', submissionType: 'exit-intent', analysisTypes: [], syntheticId: null }],
    ['an unknown submission type', { domain: 'shop.test', submissionType: 'popup', analysisTypes: [], syntheticId: null }],
    ['a submission type other than the spec\'s "exit-intent"', { domain: 'shop.test', submissionType: 'homepage', analysisTypes: [], syntheticId: null }],
    ['an unknown source', { domain: 'shop.test', submissionType: 'exit-intent', source: 'footer', analysisTypes: [], syntheticId: null }],
    ['a syntheticId that is not a uuid', { domain: 'shop.test', submissionType: 'exit-intent', analysisTypes: [], syntheticId: '../etc' }],
    ['no body', undefined],
  ])('refuses %s with a 400', async (_name, payload) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
