import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { answer, Browser, DEFINITION } from './helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

const responses = async (browser: Browser, id: string) => (await browser.request('GET', `/api/surveys/${id}/responses?limit=200`)).json().responses as Array<{ status: string; version: number; answers: Record<string, unknown> }>;

describe('answering a survey', () => {
  it('saves as the respondent goes, resumes by key, and completes once', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    const key = randomUUID();
    const first = await answer(app, id, { versionId, answers: { drink: { choice: 'tea' } }, complete: false }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, status: 'partial' });
    const done = { versionId, answers: { drink: { choice: 'tea' }, why: 'Warm', sugar: false, recommend: 9 }, complete: true };
    expect((await answer(app, id, done, key)).json()).toEqual({ success: true, status: 'complete' });
    // A retried submit is the same response.
    expect((await answer(app, id, done, key)).statusCode).toBe(200);
    const changed = await answer(app, id, { ...done, answers: { drink: { choice: 'coffee' } } }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'ALREADY_COMPLETE', error: expect.any(String) });
    expect(await responses(owner, id)).toEqual([expect.objectContaining({ status: 'complete', version: 1, answers: done.answers })]);
  });

  it('stores 50 concurrent respondents exactly once each', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => answer(app, id, { versionId, answers: { drink: { choice: i % 2 ? 'tea' : 'coffee' } }, complete: true })));
    expect(results.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(await responses(owner, id)).toHaveLength(50);
    expect((await owner.request('GET', `/api/surveys/${id}`)).json().survey.responses).toEqual({ complete: 50, partial: 0 });
  });

  it('keeps answers given to an old version attached to it after the draft is edited and published again', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    expect((await answer(app, id, { versionId, answers: { drink: { choice: 'tea' }, sugar: true }, complete: true })).statusCode).toBe(200);
    const detail = (await owner.request('GET', `/api/surveys/${id}`)).json().survey;
    const edited = { ...DEFINITION, questions: [{ ...DEFINITION.questions[0]!, title: 'Your drink?' }, DEFINITION.questions[3]!] };
    expect((await owner.request('PUT', `/api/surveys/${id}/draft`, { definition: edited, baseRevision: detail.draftRevision })).statusCode).toBe(200);
    expect((await owner.request('POST', `/api/surveys/${id}/publish`)).json().survey.publishedVersion).toBe(2);
    const latest = (await app.inject({ method: 'GET', url: `/api/public/surveys/${id}` })).json().survey;
    expect(latest.definition.questions.map((q: { id: string }) => q.id)).toEqual(['drink', 'recommend']);
    // v2 has no "sugar": an answer to it is refused there.
    const v2 = await answer(app, id, { versionId: latest.versionId, answers: { drink: { choice: 'coffee' }, sugar: true }, complete: true });
    expect(v2.json()).toMatchObject({ code: 'INVALID_ANSWERS', problems: { sugar: expect.any(String) } });
    expect((await answer(app, id, { versionId: latest.versionId, answers: { drink: { choice: 'coffee' } }, complete: true })).statusCode).toBe(200);
    const stored = await responses(owner, id);
    expect(stored.map((r) => [r.version, r.answers]).sort()).toEqual([
      [1, { drink: { choice: 'tea' }, sugar: true }],
      [2, { drink: { choice: 'coffee' } }],
    ]);
    const versions = (await owner.request('GET', `/api/surveys/${id}`)).json().survey.versions;
    expect(versions.map((v: { version: number; responses: unknown }) => [v.version, v.responses])).toEqual([
      [1, { complete: 1, partial: 0 }],
      [2, { complete: 1, partial: 0 }],
    ]);
    // The old version's export still has its question.
    const csv = (await owner.request('GET', `/api/surveys/${id}/export.csv`)).body;
    expect(csv.split('\r\n')[0]).toContain('Sugar?');
  });

  it('stores nothing from a bot that fills in the honeypot, but answers as if it had', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    const bot = await answer(app, id, { versionId, answers: { drink: { choice: 'tea' } }, complete: true, website: 'http://spam.example' });
    expect(bot.json()).toEqual({ success: true, status: 'complete' });
    expect(await responses(owner, id)).toEqual([]);
  });

  it('refuses bad answers with a 4xx and a message by question', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    const problems = async (answers: Record<string, unknown>, complete = true) => {
      const response = await answer(app, id, { versionId, answers, complete });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_ANSWERS', error: expect.any(String) });
      return response.json().problems;
    };
    expect(await problems({ drink: { choice: 'tea' }, colour: 'red' })).toEqual({ colour: 'This survey has no such question.' });
    expect(await problems({ drink: { choice: 'coffee' }, why: 'Because' })).toEqual({ why: expect.stringMatching(/not shown/) });
    expect(await problems({ drink: { choice: 'tea' }, why: 'x'.repeat(101) })).toEqual({ why: expect.stringMatching(/100 characters/) });
    expect(await problems({ drink: { choice: 'milk' } })).toEqual({ drink: expect.any(String) });
    expect(await problems({ drink: { choice: 'tea' }, recommend: 11 })).toEqual({ recommend: expect.any(String) });
    expect(await problems({ sugar: true })).toEqual({ drink: 'This question needs an answer.' });

    const bad = async (body: unknown, key: string = randomUUID()) => {
      const response = await app.inject({ method: 'PUT', url: `/api/public/surveys/${id}/responses/${key}`, payload: body as object });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
      return response;
    };
    await bad({ versionId, answers: {}, complete: 'yes' });
    await bad({ versionId, answers: [], complete: true });
    await bad({ versionId, complete: true });
    await bad({ versionId, answers: {}, complete: true, extra: 1 });
    await bad({ versionId, answers: {}, complete: false }, 'not-a-uuid');
    expect((await bad({ versionId: randomUUID(), answers: {}, complete: false })).json()).toMatchObject({ code: 'VERSION_CHANGED' });
    const malformed = await app.inject({ method: 'PUT', url: `/api/public/surveys/${id}/responses/${randomUUID()}`, payload: '{"answers":', headers: { 'content-type': 'application/json' } });
    expect(malformed.json()).toMatchObject({ code: 'INVALID_JSON' });
    const huge = await app.inject({ method: 'PUT', url: `/api/public/surveys/${id}/responses/${randomUUID()}`, payload: { versionId, answers: { why: 'x'.repeat(300_000) }, complete: false } });
    expect(huge.statusCode).toBe(413);
    expect((await answer(app, randomUUID(), { versionId, answers: {}, complete: false })).statusCode).toBe(404);
  });

  it('refuses answers to a draft or closed survey', async () => {
    const owner = new Browser(app);
    const draft = (await owner.request('POST', '/api/surveys', { title: 'Draft', definition: DEFINITION })).json().survey.id;
    expect((await app.inject({ method: 'GET', url: `/api/public/surveys/${draft}` })).json()).toMatchObject({ code: 'NOT_FOUND' });
    const { id, versionId } = await owner.publishedSurvey();
    await owner.request('POST', `/api/surveys/${id}/close`);
    expect((await answer(app, id, { versionId, answers: {}, complete: false })).json()).toMatchObject({ code: 'SURVEY_CLOSED' });
  });

  it('limits how many saves one address makes', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    let status = 200;
    for (let i = 0; i < 301 && status === 200; i++) status = (await answer(app, id, { versionId, answers: {}, complete: false }, randomUUID(), '192.0.2.99')).statusCode;
    expect(status).toBe(429);
  });

  it('takes the per-address limit from the configuration (SURVEY_ANSWER_SAVES_PER_MINUTE)', async () => {
    const limited = await createTestApp({ surveyAnswerSavesPerMinute: 3 }, { work: false });
    try {
      const { id, versionId } = await new Browser(limited).publishedSurvey();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await answer(limited, id, { versionId, answers: {}, complete: false }, randomUUID(), '192.0.2.98')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('CORS for embedded surveys', () => {
  it('answers the allowed origins, preflight included, and no other', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey();
    await owner.request('PUT', `/api/surveys/${id}/settings`, { allowedOrigins: ['https://shop.example'] });
    const preflight = await app.inject({ method: 'OPTIONS', url: `/api/public/surveys/${id}/responses/${randomUUID()}`, headers: { origin: 'https://shop.example', 'access-control-request-method': 'PUT' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': 'https://shop.example', 'access-control-allow-methods': 'GET, PUT', 'access-control-allow-headers': 'content-type' });
    const allowed = await app.inject({ method: 'GET', url: `/api/public/surveys/${id}`, headers: { origin: 'https://shop.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const saved = await app.inject({ method: 'PUT', url: `/api/public/surveys/${id}/responses/${randomUUID()}`, headers: { origin: 'https://shop.example' }, payload: { versionId, answers: {}, complete: false, source: 'widget' } });
    expect(saved.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await app.inject({ method: 'GET', url: `/api/public/surveys/${id}`, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await app.inject({ method: 'OPTIONS', url: `/api/public/surveys/${id}`, headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
    // The owner's endpoints never answer another origin.
    expect((await owner.request('GET', `/api/surveys/${id}`, undefined, { origin: 'https://shop.example' })).headers['access-control-allow-origin']).toBeUndefined();
  });
});
