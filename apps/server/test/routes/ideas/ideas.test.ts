import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { answer, Browser } from '../surveys/helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

const IDEA = {
  name: 'Receipt Robot',
  problem: 'Keeping track of receipts for expense reports',
  audience: 'Freelancers who invoice clients',
  currentSolution: 'A spreadsheet and a shoebox',
  solution: 'An app that reads receipts from photos',
  price: { amount: 9, currency: 'EUR', per: 'month' },
  hasPrototype: true,
};

describe('idea validation', () => {
  it('drafts the survey, says what is needed with no answers, and reads the scorecard from complete responses', async () => {
    const owner = new Browser(app);
    const created = await owner.request('POST', '/api/ideas', { idea: IDEA });
    expect(created.statusCode, created.body).toBe(201);
    const { id, survey, scorecard, priceVerdict } = created.json().idea;
    expect(survey.status).toBe('draft');
    expect(scorecard.responses).toBe(0);
    expect(scorecard.criteria.map((c: { id: string; verdict: string; estimate: unknown }) => [c.id, c.verdict, c.estimate])).toEqual([
      ['frequency', 'not-enough', null],
      ['severity', 'not-enough', null],
      ['spend', 'not-enough', null],
      ['must-have', 'not-enough', null],
    ]);
    expect(priceVerdict).toMatchObject({ verdict: 'not-enough', moreNeeded: 30 });

    // The owner reviews the draft in the survey editor and publishes it.
    expect((await owner.request('POST', `/api/surveys/${survey.id}/publish`)).statusCode).toBe(200);
    const versionId = (await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).json().survey.versionId;
    const respond = (last: string, ellis: string, complete = true) =>
      answer(app, survey.id, { versionId, complete, answers: { last_time: { choice: last }, severity: 5, current_solution: { choices: ['named'] }, spend: 40, sean_ellis: { choice: ellis } } });
    for (let i = 0; i < 3; i++) expect((await respond('week', 'very')).statusCode).toBe(200);
    expect((await respond('longer', 'not')).statusCode).toBe(200);
    // A partial response is not evidence yet.
    expect((await respond('week', 'very', false)).statusCode).toBe(200);

    const read = (await owner.request('GET', `/api/ideas/${id}`)).json().idea;
    expect(read.survey.status).toBe('open');
    expect(read.scorecard.responses).toBe(4);
    const mustHave = read.scorecard.criteria.find((c: { id: string }) => c.id === 'must-have');
    expect(mustHave).toMatchObject({ verdict: 'not-enough', estimate: { estimate: 0.75, n: 4 } });
    expect(mustHave.moreNeeded).toBeGreaterThan(0);

    const list = (await owner.request('GET', '/api/ideas')).json().ideas;
    expect(list).toEqual([expect.objectContaining({ id, name: 'Receipt Robot', surveyStatus: 'open', responses: 4 })]);
  });

  it('is visible only to its owner, and refuses a malformed idea with a message', async () => {
    const owner = new Browser(app);
    const { id } = (await owner.request('POST', '/api/ideas', { idea: IDEA })).json().idea;
    const stranger = new Browser(app);
    expect((await stranger.request('GET', `/api/ideas/${id}`)).statusCode).toBe(404);
    expect((await stranger.request('GET', '/api/ideas')).json().ideas).toEqual([]);
    expect((await owner.request('GET', '/api/ideas/not-a-uuid')).statusCode).toBe(400);

    for (const idea of [{ ...IDEA, name: '' }, { ...IDEA, price: { amount: -1, currency: 'EUR', per: 'month' } }, { ...IDEA, price: { amount: 5, currency: 'euro', per: 'month' } }, { ...IDEA, extra: 1 }]) {
      const refused = await owner.request('POST', '/api/ideas', { idea });
      expect(refused.statusCode, JSON.stringify(idea)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});
