import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { API_REQUESTS_PER_MINUTE } from '../../../src/routes/v1';
import { createAccount } from '../../helpers/accounts';
import { createApiKeyFor } from '../../helpers/api-keys';
import { startFixtureSite } from '../../helpers/fixture-site';
import { page, report } from '../../helpers/report-fixture';
import { createTestApp } from '../../helpers/test-app';
import { IDEA } from '../../helpers/browser-work';
import { answer, DEFINITION } from '../surveys/helpers';

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;
let ada: { token: string; userId: string };
let write: string;
let read: string;
let bobsWrite: string;

beforeAll(async () => {
  site = await startFixtureSite();
  // work: false — these tests are about the API's answers; queued analyses stay queued.
  app = await createTestApp({ allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), anonymousAnalysesPerHour: 50 }, { work: false });
  const session = await createAccount(app, 'ada@example.com');
  ada = { token: session.token, userId: session.user.id };
  write = (await createApiKeyFor(app, ada.token, 'write')).key;
  read = (await createApiKeyFor(app, ada.token, 'read')).key;
  bobsWrite = (await createApiKeyFor(app, (await createAccount(app, 'bob@example.com')).token, 'write')).key;
});
afterAll(async () => {
  await app.close();
  await site.close();
});

const call = (key: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: key === null ? {} : { authorization: `Bearer ${key}` } });

describe('/api/v1', () => {
  it('starts an analysis for the key’s account through the web’s own path, without an owner cookie', async () => {
    const started = await call(write, 'POST', '/api/v1/analyses', { domain: 'shop.test', analysisTypes: ['GENERAL'] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.headers['set-cookie']).toBeUndefined();
    const { analysis } = started.json();
    expect(analysis).toMatchObject({ domain: 'shop.test', status: 'queued', startUrl: 'http://shop.test/', maxPages: 1 });

    const status = await call(read, 'GET', `/api/v1/analyses/${analysis.syntheticId}`);
    expect(status.json().analysis.status).toBe('queued');
    const list = await call(read, 'GET', '/api/v1/analyses');
    expect(list.json().analyses.map((row: { id: string }) => row.id)).toContain(analysis.syntheticId);
    // The web app, signed in as the same account, lists it too.
    const web = await app.inject({ method: 'GET', url: '/api/analyses', headers: { authorization: `Bearer ${ada.token}` } });
    expect(web.json().analyses.map((row: { syntheticId: string }) => row.syntheticId)).toContain(analysis.syntheticId);

    const early = await call(read, 'GET', `/api/v1/analyses/${analysis.syntheticId}/report`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, code: 'NOT_READY' });
  });

  it('applies the same checks as the web: the address guard and the page limit', async () => {
    const blocked = await call(write, 'POST', '/api/v1/analyses', { domain: 'not a domain' });
    expect(blocked.statusCode).toBeGreaterThanOrEqual(400);
    expect(blocked.statusCode).toBeLessThan(500);
    expect(blocked.json().success).toBe(false);
    const tooMany = await call(write, 'POST', '/api/v1/analyses', { domain: 'shop.test', maxPages: 10_000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('LIMIT_EXCEEDED');
  });

  it('answers another account’s analysis with 404, the same as none', async () => {
    const started = (await call(bobsWrite, 'POST', '/api/v1/analyses', { domain: 'shop.test', analysisTypes: ['GENERAL'] })).json();
    const id = started.analysis.syntheticId as string;
    for (const url of [`/api/v1/analyses/${id}`, `/api/v1/analyses/${id}/report`]) {
      const response = await call(read, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('returns a finished analysis’s report as JSON', async () => {
    const stored = report([page('https://shop.test/', [])]);
    const row = await createAnalysis(app.db, { domain: 'shop.test', request: { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false }, ipHash: 'x', ownerKeyHash: null, userId: ada.userId });
    await completeAnalysis(app.db, row.id, { report: stored, scores: { overall: 50 }, pagesDone: 1 });
    const response = await call(read, 'GET', `/api/v1/analyses/${row.id}/report?view=comprehensive`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, view: 'comprehensive', analysis: { status: 'completed' }, report: { requestedUrl: 'https://shop.test/', pages: [{ url: 'https://shop.test/' }] } });
  });

  it('creates a published survey from a definition and reads its responses', async () => {
    const created = await call(write, 'POST', '/api/v1/surveys', { definition: DEFINITION });
    expect(created.statusCode, created.body).toBe(201);
    const survey = created.json().survey;
    expect(survey).toMatchObject({ title: 'Drinks', status: 'open', publishedVersion: 1, publicUrl: `/survey/${survey.id}` });
    const responses = await call(read, 'GET', `/api/v1/surveys/${survey.id}/responses`);
    expect(responses.json()).toEqual({ success: true, responses: [], nextCursor: null });
    const csv = await call(read, 'GET', `/api/v1/surveys/${survey.id}/responses.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const bad = await call(write, 'POST', '/api/v1/surveys', { definition: { ...DEFINITION, questions: [DEFINITION.questions[0], DEFINITION.questions[0]] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_DEFINITION', problems: expect.any(Array) });
  });

  it('reads a survey’s results and a cross-tab as JSON, from the complete responses, under filters', async () => {
    const survey = (await call(write, 'POST', '/api/v1/surveys', { definition: DEFINITION })).json().survey;
    const versionId = (await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).json().survey.versionId as string;
    const given = [
      { drink: { choice: 'tea' }, recommend: 10 },
      { drink: { choice: 'tea' }, recommend: 9 },
      { drink: { choice: 'coffee' }, recommend: 3 },
    ];
    for (const [i, answers] of given.entries()) expect((await answer(app, survey.id, { versionId, answers, complete: true }, undefined, `198.51.100.${20 + i}`)).statusCode).toBe(200);
    await answer(app, survey.id, { versionId, answers: { drink: { choice: 'coffee' } }, complete: false });

    const results = (await call(read, 'GET', `/api/v1/surveys/${survey.id}/results`)).json().results;
    expect(results.responses).toMatchObject({ complete: 3 });
    const drink = results.questions.find((q: { id: string }) => q.id === 'drink');
    expect(drink.options.map((o: { id: string; count: number }) => [o.id, o.count])).toEqual([['tea', 2], ['coffee', 1]]);
    const teaOnly = (await call(read, 'GET', `/api/v1/surveys/${survey.id}/results?filter=drink:tea`)).json().results;
    expect(teaOnly.responses).toMatchObject({ complete: 2 });

    const crosstab = await call(read, 'GET', `/api/v1/surveys/${survey.id}/crosstab?row=drink&column=recommend`);
    expect(crosstab.statusCode, crosstab.body).toBe(200);
    expect(crosstab.json().crosstab.n).toBe(3);
    const unknown = await call(read, 'GET', `/api/v1/surveys/${survey.id}/crosstab?row=drink&column=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await call(bobsWrite, 'GET', `/api/v1/surveys/${survey.id}/results`)).statusCode).toBe(404);
  });

  it('creates an idea with its drafted survey, lists it and reads its scorecard; another account gets 404', async () => {
    const created = await call(write, 'POST', '/api/v1/ideas', { idea: IDEA });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    const idea = created.json().idea;
    expect(idea).toMatchObject({ idea: { name: 'Receipt Robot' }, survey: { status: 'draft' } });
    expect((await call(read, 'GET', '/api/v1/ideas')).json().ideas.map((row: { id: string }) => row.id)).toContain(idea.id);
    const read1 = (await call(read, 'GET', `/api/v1/ideas/${idea.id}`)).json().idea;
    expect(read1.scorecard).toEqual(idea.scorecard);
    expect(read1.scorecard.responses).toBe(0);
    expect((await call(bobsWrite, 'GET', `/api/v1/ideas/${idea.id}`)).statusCode).toBe(404);
    const bad = await call(write, 'POST', '/api/v1/ideas', { idea: { ...IDEA, name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('checks questions for bias for the key’s account, and keeps the report from other accounts', async () => {
    const checked = await call(write, 'POST', '/api/v1/bias/questions', { questions: ["Don't you agree that our amazing app is easy to use?"] });
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checked.headers['set-cookie']).toBeUndefined();
    const report = checked.json().report;
    expect(report.result.summary.findings).toBeGreaterThan(0);
    expect((await call(read, 'GET', `/api/v1/bias/reports/${report.id}`)).json().report.id).toBe(report.id);
    expect((await call(bobsWrite, 'GET', `/api/v1/bias/reports/${report.id}`)).statusCode).toBe(404);
    // The web app, signed in as the same account, lists it.
    const web = await app.inject({ method: 'GET', url: '/api/bias/reports', headers: { authorization: `Bearer ${ada.token}` } });
    expect(web.json().reports.map((row: { id: string }) => row.id)).toContain(report.id);
  });

  it('refuses a read key anything that starts or creates, with a message', async () => {
    for (const [url, payload] of [
      ['/api/v1/analyses', { domain: 'shop.test' }],
      ['/api/v1/surveys', { definition: DEFINITION }],
      ['/api/v1/bias/questions', { questions: ['How often do you shop online?'] }],
      ['/api/v1/ideas', { idea: IDEA }],
    ] as const) {
      const response = await call(read, 'POST', url, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_SCOPE', error: expect.stringContaining('read-only') });
    }
  });

  it('refuses no key, a session token, a made-up key and a revoked key with 401', async () => {
    expect((await call(null, 'GET', '/api/v1/analyses')).statusCode).toBe(401);
    expect((await call(ada.token, 'GET', '/api/v1/analyses')).json().code).toBe('INVALID_API_KEY');
    expect((await call('sk_madeup', 'GET', '/api/v1/analyses')).statusCode).toBe(401);
    const doomed = await createApiKeyFor(app, ada.token, 'read');
    expect((await call(doomed.key, 'GET', '/api/v1/analyses')).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/account/api-keys/${doomed.id}`, headers: { authorization: `Bearer ${ada.token}` } });
    const after = await call(doomed.key, 'GET', '/api/v1/analyses');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'INVALID_API_KEY' });
  });

  it('records when a key was last used', async () => {
    const fresh = await createApiKeyFor(app, ada.token, 'read', 'last used');
    const before = Date.now();
    await call(fresh.key, 'GET', '/api/v1/surveys');
    const keys = (await app.inject({ method: 'GET', url: '/api/account/api-keys', headers: { authorization: `Bearer ${ada.token}` } })).json().keys as Array<{ id: string; lastUsedAt: string | null }>;
    const used = keys.find((key) => key.id === fresh.id)!;
    expect(new Date(used.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('counts each key’s requests in the RateLimit headers and answers 429 once they are spent', async () => {
    const own = await createApiKeyFor(app, ada.token, 'read', 'rate');
    const first = await call(own.key, 'GET', '/api/v1/surveys');
    expect(first.headers['ratelimit-limit']).toBe(String(API_REQUESTS_PER_MINUTE));
    expect(first.headers['ratelimit-remaining']).toBe(String(API_REQUESTS_PER_MINUTE - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let sent = 1; sent < API_REQUESTS_PER_MINUTE; sent += 1) await call(own.key, 'GET', '/api/v1/surveys');
    const over = await call(own.key, 'GET', '/api/v1/surveys');
    expect(over.statusCode).toBe(429);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another key of the same account has its own budget.
    expect((await call(read, 'GET', '/api/v1/surveys')).statusCode).toBe(200);
  });
});
