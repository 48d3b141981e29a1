import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';
import { Browser, DEFINITION } from './helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

describe('building a survey', () => {
  it('creates a draft, sets the owner cookie, lists it, autosaves, publishes, closes, reopens, duplicates and deletes it', async () => {
    const browser = new Browser(app);
    const created = await browser.request('POST', '/api/surveys', { title: 'Lunch' });
    expect(created.statusCode, created.body).toBe(201);
    expect(String(created.headers['set-cookie'])).toMatch(/^sightline_owner=.*Path=\/api; HttpOnly/);
    const survey = created.json().survey;
    expect(survey).toMatchObject({ title: 'Lunch', status: 'draft', draftRevision: 1, draftChanged: true, versions: [], publishedVersion: null, responses: { complete: 0, partial: 0 }, allowedOrigins: [], publicUrl: `/survey/${survey.id}` });
    expect(survey.draft).toMatchObject({ title: 'Lunch', questions: [] });

    const listed = await browser.request('GET', '/api/surveys');
    expect(listed.json().surveys).toEqual([expect.objectContaining({ id: survey.id, status: 'draft', responses: { complete: 0, partial: 0 } })]);

    // Nothing to publish yet.
    const empty = await browser.request('POST', `/api/surveys/${survey.id}/publish`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'NOT_PUBLISHABLE', problems: [{ path: '/questions', message: expect.any(String) }] });

    const saved = await browser.request('PUT', `/api/surveys/${survey.id}/draft`, { definition: DEFINITION, baseRevision: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().survey).toMatchObject({ title: 'Drinks', draftRevision: 2 });

    const published = await browser.request('POST', `/api/surveys/${survey.id}/publish`);
    expect(published.json().survey).toMatchObject({ status: 'open', publishedVersion: 1, versions: [{ version: 1, responses: { complete: 0, partial: 0 } }] });
    expect((await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).json().survey.definition.title).toBe('Drinks');

    expect((await browser.request('POST', `/api/surveys/${survey.id}/close`)).json().survey).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const closed = await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toMatchObject({ code: 'SURVEY_CLOSED', error: expect.stringMatching(/closed/) });
    expect((await browser.request('POST', `/api/surveys/${survey.id}/reopen`)).json().survey).toMatchObject({ status: 'open', closedAt: null });

    const copy = await browser.request('POST', `/api/surveys/${survey.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().survey).toMatchObject({ title: 'Copy of Drinks', status: 'draft', versions: [], responses: { complete: 0, partial: 0 } });
    expect(copy.json().survey.draft.questions).toHaveLength(DEFINITION.questions.length);

    expect((await browser.request('DELETE', `/api/surveys/${survey.id}`)).statusCode).toBe(200);
    expect((await browser.request('GET', `/api/surveys/${survey.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).statusCode).toBe(404);
    expect((await browser.request('GET', '/api/surveys')).json().surveys.map((s: { id: string }) => s.id)).toEqual([copy.json().survey.id]);
  });

  it('refuses a stale autosave with the current revision, and an invalid definition with its problems', async () => {
    const browser = new Browser(app);
    const id = (await browser.request('POST', '/api/surveys', { title: 'Draft' })).json().survey.id;
    expect((await browser.request('PUT', `/api/surveys/${id}/draft`, { definition: DEFINITION, baseRevision: 1 })).statusCode).toBe(200);
    const stale = await browser.request('PUT', `/api/surveys/${id}/draft`, { definition: { ...DEFINITION, title: 'Other tab' }, baseRevision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'REVISION_CONFLICT', revision: 2, error: expect.stringMatching(/changed elsewhere/) });

    const twice = { ...DEFINITION, questions: [DEFINITION.questions[0]!, DEFINITION.questions[0]!] };
    const invalid = await browser.request('PUT', `/api/surveys/${id}/draft`, { definition: twice, baseRevision: 2 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INVALID_DEFINITION', problems: [{ path: '/questions/1/id', message: expect.stringMatching(/used twice/) }] });
  });

  it('answers bad input with a 4xx and a message', async () => {
    const browser = new Browser(app);
    const id = (await browser.request('POST', '/api/surveys', { title: 'Checks' })).json().survey.id;
    const cases: Array<[string, 'POST' | 'PUT', string, unknown]> = [
      ['no title', 'POST', '/api/surveys', {}],
      ['title of the wrong type', 'POST', '/api/surveys', { title: 5 }],
      ['unknown field', 'POST', '/api/surveys', { title: 'x', extra: true }],
      ['definition of the wrong shape', 'POST', '/api/surveys', { title: 'x', definition: { questions: 'none' } }],
      ['revision missing', 'PUT', `/api/surveys/${id}/draft`, { definition: DEFINITION }],
      ['unknown question type', 'PUT', `/api/surveys/${id}/draft`, { definition: { ...DEFINITION, questions: [{ type: 'slider', id: 'a', title: 'A', required: false }] }, baseRevision: 1 }],
      ['not an origin', 'PUT', `/api/surveys/${id}/settings`, { allowedOrigins: ['https://example.com/path'] }],
      ['origins not a list', 'PUT', `/api/surveys/${id}/settings`, { allowedOrigins: 'https://example.com' }],
    ];
    for (const [name, method, url, payload] of cases) {
      const response = await browser.request(method, url, payload);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    }
    const malformed = await app.inject({ method: 'POST', url: '/api/surveys', payload: '{"title": ', headers: { 'content-type': 'application/json', cookie: browser.cookie! } });
    expect(malformed.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect((await browser.request('GET', '/api/surveys/not-a-uuid')).statusCode).toBe(400);
    // A cross-site form cannot publish (no JSON content type, not our origin).
    const form = await app.inject({ method: 'POST', url: `/api/surveys/${id}/publish`, headers: { cookie: browser.cookie!, origin: 'https://evil.example' } });
    expect(form.statusCode).toBe(415);
  });

  it('says whether the draft differs from the published version, and refuses to publish an unchanged one', async () => {
    const browser = new Browser(app);
    const created = (await browser.request('POST', '/api/surveys', { title: DEFINITION.title, definition: DEFINITION })).json().survey;
    expect(created.draftChanged).toBe(true);
    const published = (await browser.request('POST', `/api/surveys/${created.id}/publish`)).json().survey;
    expect(published).toMatchObject({ publishedVersion: 1, draftChanged: false });

    const again = await browser.request('POST', `/api/surveys/${created.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'NOTHING_TO_PUBLISH', error: 'Nothing to publish: the draft is the same as version 1. Respondents already get it.' });

    // The same definition saved with its keys in another order is no change (compared as canonical JSON).
    const reordered = Object.fromEntries(Object.entries({ ...DEFINITION, questions: DEFINITION.questions.map((q) => Object.fromEntries(Object.entries(q).reverse())) }).reverse());
    const resaved = await browser.request('PUT', `/api/surveys/${created.id}/draft`, { definition: reordered, baseRevision: published.draftRevision });
    expect(resaved.json().survey).toMatchObject({ draftRevision: published.draftRevision + 1, draftChanged: false });

    const edited = await browser.request('PUT', `/api/surveys/${created.id}/draft`, { definition: { ...DEFINITION, title: 'Hot drinks' }, baseRevision: published.draftRevision + 1 });
    expect(edited.json().survey.draftChanged).toBe(true);
    expect((await browser.request('GET', `/api/surveys/${created.id}`)).json().survey.draftChanged).toBe(true);
    expect((await browser.request('POST', `/api/surveys/${created.id}/publish`)).json().survey).toMatchObject({ publishedVersion: 2, draftChanged: false, versions: [{ version: 1 }, { version: 2 }] });

    // Closed and unchanged: publishing does not reopen it; the message says what does.
    await browser.request('POST', `/api/surveys/${created.id}/close`);
    const closed = await browser.request('POST', `/api/surveys/${created.id}/publish`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('Nothing to publish: the draft is the same as version 2. The survey is closed: reopen it to take answers again.');
    expect((await browser.request('GET', `/api/surveys/${created.id}`)).json().survey).toMatchObject({ status: 'closed', publishedVersion: 2, versions: [{ version: 1 }, { version: 2 }] });
  });

  it('stores the allowed origins normalised', async () => {
    const browser = new Browser(app);
    const id = (await browser.request('POST', '/api/surveys', { title: 'Widget' })).json().survey.id;
    const saved = await browser.request('PUT', `/api/surveys/${id}/settings`, { allowedOrigins: ['https://Shop.Example:443', 'http://localhost:5173'] });
    expect(saved.json().survey.allowedOrigins).toEqual(['https://shop.example', 'http://localhost:5173']);
  });
});

describe('who may see a survey', () => {
  it('is the browser that created it or the account, and nobody else (404 alike for missing and not yours)', async () => {
    const owner = new Browser(app);
    const { id } = await owner.publishedSurvey();
    const other = new Browser(app);
    await other.request('POST', '/api/surveys', { title: 'Mine' });
    const missing = await other.request('GET', '/api/surveys/00000000-0000-4000-8000-000000000000');
    for (const [method, url, payload] of [
      ['GET', `/api/surveys/${id}`],
      ['PUT', `/api/surveys/${id}/draft`, { definition: DEFINITION, baseRevision: 1 }],
      ['POST', `/api/surveys/${id}/publish`],
      ['POST', `/api/surveys/${id}/close`],
      ['POST', `/api/surveys/${id}/duplicate`],
      ['PUT', `/api/surveys/${id}/settings`, { allowedOrigins: [] }],
      ['GET', `/api/surveys/${id}/results`],
      ['GET', `/api/surveys/${id}/crosstab?row=drink&column=sugar`],
      ['GET', `/api/surveys/${id}/responses`],
      ['GET', `/api/surveys/${id}/export.csv`],
      ['GET', `/api/surveys/${id}/export.xlsx`],
      ['DELETE', `/api/surveys/${id}`],
    ] as const) {
      const response = await other.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual(missing.json());
    }
    expect((await other.request('GET', '/api/surveys')).json().surveys.map((s: { title: string }) => s.title)).toEqual(['Mine']);
    expect((await owner.request('GET', `/api/surveys/${id}`)).statusCode).toBe(200);
  });

  it('follows the account to another browser', async () => {
    const session = await createAccount(app, 'surveys@example.com');
    const bearer = { authorization: `Bearer ${session.token}` };
    const laptop = new Browser(app);
    const id = (await laptop.request('POST', '/api/surveys', { title: 'Signed in' }, bearer)).json().survey.id;
    const phone = new Browser(app);
    expect((await phone.request('GET', `/api/surveys/${id}`, undefined, bearer)).statusCode).toBe(200);
    expect((await phone.request('GET', `/api/surveys/${id}`)).statusCode).toBe(404);
  });
});
