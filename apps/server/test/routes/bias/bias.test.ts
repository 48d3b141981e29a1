import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { Browser } from '../surveys/helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

const SURVEY: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Coffee shop feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!' },
  questions: [
    {
      type: 'single_choice',
      id: 'meal',
      title: 'How would you rate the meal you had today?',
      required: false,
      options: ['Excellent', 'Very good', 'Good', 'Fair', 'Poor'].map((label, i) => ({ id: `o${i}`, label })),
    },
    { type: 'rating', id: 'staff', title: 'How friendly or unfriendly was the staff?', required: false, points: 5, lowLabel: 'Very unfriendly', highLabel: 'Very friendly' },
  ],
};

describe('POST /api/bias/questions', () => {
  it('checks pasted questions, saves the report for its owner and lists it', async () => {
    const owner = new Browser(app);
    const created = await owner.request('POST', '/api/bias/questions', { questions: ['  Was the staff friendly and helpful?  ', 'How did you first hear about us?'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(owner.cookie).toBeDefined();
    const { report } = created.json();
    expect(report).toMatchObject({ kind: 'questions', title: 'Was the staff friendly and helpful?', source: 'text', surveyId: null, questions: ['Was the staff friendly and helpful?', 'How did you first hear about us?'] });
    expect(report.result.language).toBe('en');
    expect(report.result.questions[0].findings).toEqual([
      expect.objectContaining({
        rule: 'double-barreled',
        evidence: [{ field: 'question', text: 'friendly and helpful', start: 14, end: 34 }],
        rewrite: ['Was the staff friendly?', 'Was the staff helpful?'],
        guide: '/guides/methods/double-barreled-questions',
      }),
    ]);
    expect(report.result.questions[1].findings).toEqual([]);
    expect(report.result.summary).toMatchObject({ questions: 2, questionsWithFindings: 1, findings: 1 });

    const read = await owner.request('GET', `/api/bias/reports/${report.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().report).toEqual(report);
    expect((await owner.request('GET', '/api/bias/reports')).json().reports).toEqual([
      { id: report.id, kind: 'questions', title: 'Was the staff friendly and helpful?', source: 'text', questions: 2, findings: 1, createdAt: report.createdAt },
    ]);
  });

  it('checks a survey definition, and an own survey by id, with its options and settings', async () => {
    const owner = new Browser(app);
    const posted = await owner.request('POST', '/api/bias/questions', { survey: SURVEY });
    expect(posted.statusCode, posted.body).toBe(201);
    const meal = posted.json().report.result.questions[0];
    expect(meal.options).toEqual(['Excellent', 'Very good', 'Good', 'Fair', 'Poor']);
    expect(meal.findings.map((f: { rule: string }) => f.rule)).toEqual(['unbalanced-scale']);
    expect(meal.findings[0].evidence[0]).toEqual({ field: 'option', text: 'Excellent', start: 0, end: 9, option: 0 });

    const survey = (await owner.request('POST', '/api/surveys', { title: SURVEY.title, definition: SURVEY })).json().survey;
    const byId = await owner.request('POST', '/api/bias/questions', { surveyId: survey.id });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json().report).toMatchObject({ title: 'Coffee shop feedback', source: 'survey', surveyId: survey.id });
    expect(byId.json().report.result).toEqual(posted.json().report.result);

    // Another browser can neither check that survey nor read the reports.
    const stranger = new Browser(app);
    expect((await stranger.request('POST', '/api/bias/questions', { surveyId: survey.id })).statusCode).toBe(404);
    expect((await stranger.request('GET', `/api/bias/reports/${byId.json().report.id}`)).statusCode).toBe(404);
    expect((await stranger.request('GET', '/api/bias/reports')).json().reports).toEqual([]);
    expect((await owner.request('GET', '/api/bias/reports/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses bad input with a message', async () => {
    const browser = new Browser(app);
    const bodies: unknown[] = [
      {},
      { questions: [] },
      { questions: ['   '] },
      { questions: [42] },
      { questions: ['A?'], surveyId: '00000000-0000-4000-8000-000000000000' },
      { questions: Array.from({ length: 201 }, (_, i) => `Question ${i}?`) },
      { questions: ['x'.repeat(1001)] },
      { questions: ['A?'], extra: true },
      { survey: { ...SURVEY, questions: [{ type: 'slider', id: 'a', title: 'A', required: false }] } },
      { survey: { ...SURVEY, questions: [] } },
      { surveyId: 'nope' },
    ];
    for (const body of bodies) {
      const refused = await browser.request('POST', '/api/bias/questions', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect((await browser.request('POST', '/api/bias/questions', { surveyId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const huge = await browser.request('POST', '/api/bias/questions', { questions: ['x'.repeat(1000)], padding: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(browser.cookie).toBeUndefined();
  });
});
