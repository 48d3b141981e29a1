import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SurveyResults } from '@sightline/shared/research/survey-results';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { answer, Browser } from './helpers';

let app: App;
let owner: Browser;
let surveyId: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
  owner = new Browser(app);
  const survey = await owner.publishedSurvey();
  surveyId = survey.id;
  const rows = [
    { drink: { choice: 'tea' }, why: 'Calm mornings', sugar: true, recommend: 9 },
    { drink: { choice: 'coffee' }, sugar: false, recommend: 6 },
    { drink: { choice: 'coffee' }, sugar: true, recommend: 10 },
  ];
  for (const answers of rows) expect((await answer(app, surveyId, { versionId: survey.versionId, answers, complete: true })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

async function createLink(body: Record<string, unknown>) {
  const response = await owner.request('POST', `/api/surveys/${surveyId}/results-links`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { link: { id: string; redactedQuestionIds: string[]; allowDownload: boolean; expiresAt: string | null; revokedAt: string | null; viewCount: number }; url: string; token: string };
}

const open = (token: string, path = '') => app.inject({ method: 'GET', url: `/api/public/survey-results/${token}${path}` });

describe('read-only results links', () => {
  it('creates a link whose page shows the results without the redacted questions, and lists it with its views', async () => {
    const { link, url, token } = await createLink({ redactedQuestionIds: ['why', 'recommend'], allowDownload: false });
    expect(url).toBe(`http://sightline.test/survey-results/${token}`);
    expect(link).toMatchObject({ redactedQuestionIds: ['why', 'recommend'], allowDownload: false, expiresAt: null, revokedAt: null, viewCount: 0 });

    const response = await open(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { results, allowDownload } = response.json() as { results: SurveyResults; allowDownload: boolean };
    expect(allowDownload).toBe(false);
    expect(results.survey).toEqual({ id: surveyId, title: 'Drinks', status: 'open' });
    expect(results.responses.complete).toBe(3);
    expect(results.questions.map((question) => question.id)).toEqual(['drink', 'sugar']);
    // Nothing of a redacted question anywhere, not even a written answer.
    expect(response.body).not.toContain('Calm mornings');
    expect(response.body).not.toContain('recommend');

    const listed = await owner.request('GET', `/api/surveys/${surveyId}/results-links`);
    expect(listed.json().links.find((entry: { id: string }) => entry.id === link.id)).toMatchObject({ viewCount: 1 });
  });

  it('refuses cross-tabs and filters on a redacted question as if the survey had none, and allows the others', async () => {
    const { token } = await createLink({ redactedQuestionIds: ['recommend'], allowDownload: false });
    const allowed = await open(token, '/crosstab?row=drink&column=sugar');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().crosstab.n).toBe(3);
    const refused = await open(token, '/crosstab?row=drink&column=recommend');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'This survey has no question "recommend".' });
    const filtered = await open(token, '?filter=recommend:9');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json().error).toBe('Cannot filter by "recommend": this survey has no such question.');
    const byDrink = await open(token, '?filter=drink:coffee');
    expect((byDrink.json().results as SurveyResults).responses.complete).toBe(2);
  });

  it('offers the CSV only when the link allows it, without the redacted columns', async () => {
    const closed = await createLink({ redactedQuestionIds: [], allowDownload: false });
    const refused = await open(closed.token, '/export.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOWNLOAD_NOT_ALLOWED');

    const { token } = await createLink({ redactedQuestionIds: ['why'], allowDownload: true });
    expect((await open(token)).json().allowDownload).toBe(true);
    const csv = await open(token, '/export.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Response,Status,Version,Source,Started,Completed,What do you drink?,Sugar?,Would you recommend us?');
    expect(rows).toHaveLength(3);
    expect(csv.body).not.toContain('Calm mornings');
  });

  it('stops working when revoked or expired; unknown tokens get the same 404', async () => {
    const revoked = await createLink({ redactedQuestionIds: [], allowDownload: true });
    expect((await open(revoked.token)).statusCode).toBe(200);
    const revoke = await owner.request('DELETE', `/api/surveys/${surveyId}/results-links/${revoked.link.id}`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await owner.request('DELETE', `/api/surveys/${surveyId}/results-links/${revoked.link.id}`)).statusCode).toBe(404);
    for (const path of ['', '/crosstab?row=drink&column=sugar', '/export.csv']) expect((await open(revoked.token, path)).statusCode).toBe(404);
    const listed = (await owner.request('GET', `/api/surveys/${surveyId}/results-links`)).json().links as Array<{ id: string; revokedAt: string | null }>;
    expect(listed.find((entry) => entry.id === revoked.link.id)?.revokedAt).not.toBeNull();

    const expiring = await createLink({ redactedQuestionIds: [], allowDownload: false, expiresInDays: 7 });
    const days = (Date.parse(expiring.link.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await open(expiring.token)).statusCode).toBe(200);
    await app.db.execute(sql`update survey_results_links set expires_at = now() - interval '1 second' where id = ${expiring.link.id}`);
    const expired = await open(expiring.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'NOT_FOUND', error: 'This results link does not exist or no longer works.' });

    expect((await open('not-a-token')).json().error).toBe(expired.json().error);
    expect((await open(revoked.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))).statusCode).toBe(404);
    expect((await open('bad%20token')).statusCode).toBe(400);
  });

  it('is for the owner only, of a published survey, and redacts only questions the survey has', async () => {
    const stranger = new Browser(app);
    expect((await stranger.request('POST', `/api/surveys/${surveyId}/results-links`, { redactedQuestionIds: [], allowDownload: false })).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/surveys/${surveyId}/results-links`)).statusCode).toBe(404);
    const unknown = await owner.request('POST', `/api/surveys/${surveyId}/results-links`, { redactedQuestionIds: ['nope'], allowDownload: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('This survey has no question "nope" to leave out.');
    expect((await owner.request('POST', `/api/surveys/${surveyId}/results-links`, { redactedQuestionIds: [], allowDownload: false, expiresInDays: 0 })).statusCode).toBe(400);
    const draft = await owner.request('POST', '/api/surveys', { title: 'Draft only' });
    const unpublished = await owner.request('POST', `/api/surveys/${draft.json().survey.id}/results-links`, { redactedQuestionIds: [], allowDownload: false });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().code).toBe('NOT_PUBLISHED');
  });
});
