import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSurveyResponse } from '@sightline/db';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { Interval, SurveyResults } from '@sightline/shared/research/survey-results';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { answer, Browser } from './helpers';

let app: App;
let owner: Browser;
let id: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
  owner = new Browser(app);
  const survey = await owner.publishedSurvey();
  id = survey.id;
  // 10 complete responses: 3 tea (2 of them with sugar), 7 coffee (1 don't know on sugar); NPS 10, 9, 8, 3… ; one partial.
  for (let i = 0; i < 10; i++) {
    const tea = i < 3;
    const answers: Record<string, unknown> = { drink: { choice: tea ? 'tea' : 'coffee' }, sugar: i === 9 ? { special: 'dont_know' } : i < 2 || i === 5, recommend: [10, 9, 8, 3, 10, 7, 6, 9, 0, 10][i] };
    if (tea) answers.why = ['Warm and calm', 'Calm mornings', 'Habit'][i];
    const saved = await answer(app, id, { versionId: survey.versionId, answers, complete: true });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  await answer(app, id, { versionId: survey.versionId, answers: { drink: { other: 'Mate' } }, complete: false });
});
afterAll(async () => {
  await app.close();
});

const results = async (query = '') => {
  const response = await owner.request('GET', `/api/surveys/${id}/results${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as SurveyResults;
};
type QuestionResult = SurveyResults['questions'][number];
/** The result shape of a question type (choice types share one shape). */
type ResultOf<T extends QuestionResult['type']> = QuestionResult extends infer U ? (U extends { type: infer K } ? (T extends K ? U : never) : never) : never;
const question = <T extends QuestionResult['type']>(r: SurveyResults, questionId: string, _type: T) => r.questions.find((q) => q.id === questionId) as ResultOf<T>;
const ordered = (interval: Interval | null) => {
  expect(interval).not.toBeNull();
  expect(interval!.low).toBeLessThanOrEqual(interval!.estimate);
  expect(interval!.estimate).toBeLessThanOrEqual(interval!.high);
  expect(interval!.confidence).toBe(0.95);
};

describe('survey results', () => {
  it('counts each option with its share and interval, over complete responses', async () => {
    const r = await results();
    expect(r).toMatchObject({ survey: { id, title: 'Drinks', status: 'open' }, version: null, responses: { complete: 10, partial: 1 } });
    expect(r.filters).toEqual({ version: null, from: null, to: null, includePartial: false, answers: [] });
    const today = new Date().toISOString().slice(0, 10);
    expect(r.timeline).toEqual([{ date: today, complete: 10, partial: 1 }]);
    const drink = question(r, 'drink', 'single_choice');
    expect(drink).toMatchObject({ n: 10, shown: 10, special: { dontKnow: 0, preferNot: 0 }, other: { count: 0, samples: [] } });
    expect(drink.options.map((o) => [o.id, o.count, o.share?.estimate, o.share?.n])).toEqual([
      ['tea', 3, 0.3, 10],
      ['coffee', 7, 0.7, 10],
    ]);
    drink.options.forEach((o) => ordered(o.share));
  });

  it('gives yes/no without the special answers, NPS with its groups and score, text with words and latest answers', async () => {
    const r = await results();
    const sugar = question(r, 'sugar', 'yes_no');
    expect(sugar).toMatchObject({ n: 10, special: { dontKnow: 1, preferNot: 0 } });
    expect(sugar.options.map((o) => [o.id, o.count, o.share?.n])).toEqual([
      ['yes', 3, 9],
      ['no', 6, 9],
    ]);
    const nps = question(r, 'recommend', 'nps');
    expect([nps.promoters.count, nps.passives.count, nps.detractors.count]).toEqual([5, 2, 3]);
    expect(nps.score?.estimate).toBeCloseTo(20);
    ordered(nps.score);
    expect(nps.distribution).toHaveLength(11);
    expect(nps.distribution[10]).toMatchObject({ value: 10, count: 3 });
    const why = question(r, 'why', 'short_text');
    // Shown only to the 3 tea drinkers.
    expect(why).toMatchObject({ n: 3, shown: 3 });
    expect(why.words[0]).toEqual({ word: 'calm', count: 2 });
    expect(why.words.map((w) => w.word)).not.toContain('and');
    expect(why.latest.map((l) => l.text).sort()).toEqual(['Calm mornings', 'Habit', 'Warm and calm']);
  });

  it('filters by answer and date, and counts partial responses when asked', async () => {
    const tea = await results('?filter=drink:tea');
    expect(tea.responses.complete).toBe(3);
    expect(tea.filters.answers).toEqual([{ questionId: 'drink', value: 'tea' }]);
    expect(question(tea, 'sugar', 'yes_no').options[0]!.count).toBe(2);
    const teaWithSugar = await results('?filter=drink:tea&filter=sugar:true');
    expect(question(teaWithSugar, 'drink', 'single_choice').n).toBe(2);
    const promoters = await results('?filter=recommend:10');
    expect(question(promoters, 'drink', 'single_choice').n).toBe(3);
    const withPartial = await results('?includePartial=true');
    const drink = question(withPartial, 'drink', 'single_choice');
    expect(drink.n).toBe(11);
    expect(drink.other).toMatchObject({ count: 1, samples: ['Mate'] });
    expect((await results('?to=2000-01-01')).responses).toEqual({ complete: 0, partial: 0 });
    expect((await results('?version=1')).version).toBe(1);
  });

  it('refuses filters it cannot apply with a 400 and a message', async () => {
    for (const query of ['?filter=colour:red', '?filter=drink:milk', '?filter=sugar:maybe', '?filter=why:calm', '?filter=nocolon', '?from=2026-02-31', '?from=yesterday', '?version=7', '?version=x', '?from=2026-05-02&to=2026-05-01']) {
      const response = await owner.request('GET', `/api/surveys/${id}/results${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toEqual(expect.any(String));
    }
  });

  it('cross-tabulates two questions with row percentages and a test', async () => {
    const response = await owner.request('GET', `/api/surveys/${id}/crosstab?row=drink&column=sugar`);
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json().crosstab;
    expect(table).toMatchObject({ row: { id: 'drink' }, column: { id: 'sugar' }, n: 9 });
    expect(table.rows.map((row: { id: string }) => row.id)).toEqual(['tea', 'coffee', 'other']);
    expect(table.columns.map((column: { id: string }) => column.id)).toEqual(['yes', 'no']);
    expect(table.counts).toEqual([
      [2, 1],
      [1, 5],
      [0, 0],
    ]);
    expect(table.rowPercents[0][0]).toBeCloseTo(66.67, 1);
    expect(table.test.sentence).toEqual(expect.any(String));
    const nps = (await owner.request('GET', `/api/surveys/${id}/crosstab?row=recommend&column=drink`)).json().crosstab;
    expect(nps.rows.map((row: { id: string }) => row.id)).toEqual(['detractor', 'passive', 'promoter']);
    for (const query of ['row=why&column=drink', 'row=drink&column=drink', 'row=drink&column=nothing', 'row=drink']) {
      const refused = await owner.request('GET', `/api/surveys/${id}/crosstab?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error, query).toEqual(expect.any(String));
    }
  });

  it('lists the responses a page at a time', async () => {
    const first = (await owner.request('GET', `/api/surveys/${id}/responses?limit=6`)).json();
    expect(first.responses).toHaveLength(6);
    expect(first.responses[0]).toMatchObject({ status: 'partial', version: 1, source: 'page', answers: { drink: { other: 'Mate' } } });
    const second = (await owner.request('GET', `/api/surveys/${id}/responses?limit=6&cursor=${first.nextCursor}`)).json();
    expect(second.responses).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.responses, ...second.responses].map((r: { id: string }) => r.id)).size).toBe(11);
    expect((await owner.request('GET', `/api/surveys/${id}/responses?cursor=garbage`)).statusCode).toBe(400);
    expect((await owner.request('GET', `/api/surveys/${id}/responses?limit=0`)).statusCode).toBe(400);
  });

  it('has empty results, not made-up ones, before anyone answers', async () => {
    const fresh = new Browser(app);
    const { id: empty } = await fresh.publishedSurvey();
    const r = (await fresh.request('GET', `/api/surveys/${empty}/results`)).json().results as SurveyResults;
    expect(r.responses).toEqual({ complete: 0, partial: 0 });
    const drink = question(r, 'drink', 'single_choice');
    expect(drink.options.every((o) => o.count === 0 && o.share === null)).toBe(true);
    expect(question(r, 'recommend', 'nps').score).toBeNull();
  });

  it('summarises every other question type: scales, multiple choice, number, ranking, matrix and prices', async () => {
    const every: SurveyDefinition = {
      schemaVersion: 1,
      title: 'Every type',
      layout: 'single-page',
      thankYou: { title: 'Thanks!' },
      questions: [
        { type: 'rating', id: 'rate', title: 'Rate', required: false, points: 5, lowLabel: 'Poor', highLabel: 'Great' },
        { type: 'likert', id: 'agree', title: 'Agree?', required: false, points: 5 },
        { type: 'multiple_choice', id: 'tools', title: 'Tools', required: false, allowOther: true, options: [{ id: 'figma', label: 'Figma' }, { id: 'sketch', label: 'Sketch' }] },
        { type: 'number', id: 'team', title: 'Team', required: false, unit: 'people' },
        { type: 'ranking', id: 'order', title: 'Order', required: false, options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] },
        { type: 'matrix', id: 'grid', title: 'Grid', required: false, rows: [{ id: 'speed', label: 'Speed' }], columns: [{ id: 'bad', label: 'Bad' }, { id: 'good', label: 'Good' }] },
        { type: 'van_westendorp', id: 'vw', title: 'Price', required: false, currency: 'EUR', product: 'it' },
      ],
    };
    const fresh = new Browser(app);
    const survey = await fresh.publishedSurvey(every);
    const rows = [
      { rate: 5, agree: 4, tools: { choices: ['figma', 'sketch'] }, team: 3, order: ['a', 'b'], grid: { speed: 'good' }, vw: { tooCheap: 5, cheap: 10, expensive: 20, tooExpensive: 30 } },
      { rate: 4, agree: 5, tools: { choices: ['figma'], other: 'Pen' }, team: 5, order: ['a', 'b'], grid: { speed: 'good' }, vw: { tooCheap: 8, cheap: 12, expensive: 25, tooExpensive: 40 } },
      { rate: 1, agree: 1, tools: { choices: ['sketch'] }, team: 10, order: ['b', 'a'], grid: { speed: 'bad' }, vw: { tooCheap: 2, cheap: 6, expensive: 15, tooExpensive: 20 } },
    ];
    for (const answers of rows) expect((await answer(app, survey.id, { versionId: survey.versionId, answers, complete: true })).statusCode).toBe(200);
    const r = (await fresh.request('GET', `/api/surveys/${survey.id}/results`)).json().results as SurveyResults;
    const rate = question(r, 'rate', 'rating');
    expect(rate.distribution.map((d) => [d.label, d.count])).toEqual([['Poor', 1], ['2', 0], ['3', 0], ['4', 1], ['Great', 1]]);
    expect(rate.mean?.estimate).toBeCloseTo(10 / 3);
    ordered(rate.mean);
    const agree = question(r, 'agree', 'likert');
    expect(agree.distribution[0]!.label).toBe('Strongly disagree');
    expect([agree.agree?.estimate, agree.neutral?.estimate, agree.disagree?.estimate]).toEqual([2 / 3, 0, 1 / 3]);
    const tools = question(r, 'tools', 'multiple_choice');
    expect(tools.options.map((o) => [o.id, o.count, o.share?.estimate])).toEqual([['figma', 2, 2 / 3], ['sketch', 2, 2 / 3]]);
    expect(tools.other).toMatchObject({ count: 1, samples: ['Pen'] });
    const team = question(r, 'team', 'number');
    expect(team).toMatchObject({ unit: 'people', median: 5 });
    expect(team.mean?.estimate).toBeCloseTo(6);
    expect(team.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    const order = question(r, 'order', 'ranking');
    expect(order.options.map((o) => [o.id, o.meanRank?.estimate, o.firstShare?.estimate])).toEqual([['a', 4 / 3, 2 / 3], ['b', 5 / 3, 1 / 3]]);
    expect(question(r, 'grid', 'matrix').rows).toEqual([{ id: 'speed', label: 'Speed', counts: [1, 2], n: 3 }]);
    const vw = question(r, 'vw', 'van_westendorp');
    expect(vw.analysis?.n).toBe(3);
    expect(vw.analysis?.curves.length).toBeGreaterThan(1);
  });

  it('answers from the latest answers every time: a save here or by another process is counted at the next read', async () => {
    const fresh = new Browser(app);
    const survey = await fresh.publishedSurvey();
    const read = async () => {
      const [r, crosstab] = await Promise.all([fresh.request('GET', `/api/surveys/${survey.id}/results`), fresh.request('GET', `/api/surveys/${survey.id}/crosstab?row=drink&column=sugar`)]);
      const drink = question(r.json().results as SurveyResults, 'drink', 'single_choice');
      return { complete: (r.json().results as SurveyResults).responses.complete, coffee: drink.options[1]!.count, n: crosstab.json().crosstab.n as number };
    };
    await answer(app, survey.id, { versionId: survey.versionId, answers: { drink: { choice: 'tea' }, sugar: true }, complete: true });
    expect(await read()).toEqual({ complete: 1, coffee: 0, n: 1 });
    expect(await read()).toEqual({ complete: 1, coffee: 0, n: 1 });
    await answer(app, survey.id, { versionId: survey.versionId, answers: { drink: { choice: 'coffee' }, sugar: false }, complete: true });
    expect(await read()).toEqual({ complete: 2, coffee: 1, n: 2 });
    // Another server process on the same database: nothing here hears of the save but the answers' stamp.
    await upsertSurveyResponse(app.db, { surveyId: survey.id, versionId: survey.versionId, responseKey: randomUUID(), answers: { drink: { choice: 'coffee' }, sugar: true }, complete: true, source: 'page', shownQuestionIds: ['drink', 'sugar', 'recommend'], ipHash: 'other-process' });
    expect(await read()).toEqual({ complete: 3, coffee: 2, n: 3 });
  });
});
