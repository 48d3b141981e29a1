import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { completeAnalysis, createAnalysis, createSiteBiasReport, loadSessionUpdates } from '@sightline/db';
import type { Finding } from '@sightline/shared/report';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { linkHref, readBoard } from '@sightline/shared/sessions';
import type { App } from '../../src/app';
import { hashToken } from '../../src/auth/tokens';
import { finding, page, report } from '../helpers/report-fixture';
import { createTestApp } from '../helpers/test-app';
import { answer, Browser } from '../routes/surveys/helpers';

// Sessions started from a survey's results (its open-text answers) and from a bias report (its
// findings): the server makes the cards, each linked to what it came from.

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

const SURVEY: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Checkout feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!' },
  questions: [
    { type: 'short_text', id: 'hardest', title: 'What was the hardest part?', required: false },
    { type: 'yes_no', id: 'again', title: 'Would you buy again?', required: false },
    { type: 'long_text', id: 'change', title: 'What one thing would you change?', required: false },
  ],
};

async function storedBoard(sessionId: string) {
  const doc = new Y.Doc();
  for (const row of await loadSessionUpdates(app.db, sessionId)) Y.applyUpdate(doc, row.update);
  return readBoard(doc);
}

describe('a session from a survey', () => {
  it('starts with the open-text answers as cards, newest first, each linked to its response at its question', async () => {
    const owner = new Browser(app);
    const { id: surveyId, versionId } = await owner.publishedSurvey(SURVEY);
    expect((await answer(app, surveyId, { versionId, answers: { hardest: 'Finding the coupon field', again: true, change: '   ' }, complete: true })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await answer(app, surveyId, { versionId, answers: { hardest: 'Shipping cost surprise', change: 'Show the total early' }, complete: false })).statusCode).toBe(200);

    const preview = await owner.request('GET', `/api/sessions/starting-cards?surveyId=${surveyId}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const cards = preview.json().cards as Array<{ text: string; source: string; link: { kind: string; ref: string; label: string; anchor: string } }>;
    // The blank answer and the yes/no answer are not cards; the newest response comes first.
    expect(cards.map((card) => card.text).sort()).toEqual(['Finding the coupon field', 'Shipping cost surprise', 'Show the total early']);
    expect(cards.at(-1)!.text).toBe('Finding the coupon field');
    const coupon = cards.at(-1)!;
    expect(coupon.source).toBe('Answer · What was the hardest part?');
    expect(coupon.link).toMatchObject({ kind: 'response', anchor: 'result-hardest' });
    expect(coupon.link.ref).toMatch(/^[0-9a-f-]{36}:hardest$/);
    expect(coupon.link.label).toMatch(/^Response of \d{4}-\d{2}-\d{2} to “What was the hardest part\?”$/);

    const created = await owner.request('POST', '/api/sessions', { title: 'Checkout answers', agenda: 'free', surveyId });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json().session;
    expect(session).toMatchObject({ source: 'survey', sourceId: surveyId });
    const board = await storedBoard(session.id);
    expect(board.notes.map((note) => note.text)).toEqual(cards.map((card) => card.text));
    const note = board.notes.find((candidate) => candidate.text === 'Finding the coupon field')!;
    const target = board.targets.get(note.linkId!)!;
    expect(target).toEqual({ kind: 'response', ref: coupon.link.ref, label: coupon.link.label, anchor: 'result-hardest' });
    expect(linkHref({ kind: 'survey', id: surveyId }, target)).toBe(`/surveys/${surveyId}/results#result-hardest`);

    // The join answer tells the board what its links open.
    const joined = await owner.request('POST', `/api/sessions/${session.id}/join`, {});
    expect(joined.json().session.source).toEqual({ kind: 'survey', id: surveyId });
  });

  it('is the survey owner’s only, and takes its cards from the survey, not the request', async () => {
    const owner = new Browser(app);
    const { id: surveyId } = await owner.publishedSurvey(SURVEY);
    const stranger = new Browser(app);
    expect((await stranger.request('GET', `/api/sessions/starting-cards?surveyId=${surveyId}`)).statusCode).toBe(404);
    expect((await stranger.request('POST', '/api/sessions', { title: 'x', agenda: 'free', surveyId })).statusCode).toBe(404);
    const withCards = await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', surveyId, cards: [{ text: 'made up', source: '' }] });
    expect(withCards.statusCode).toBe(400);
    expect(withCards.json().error).toBe('A session started from a survey or a bias report gets its cards from it: leave out cards.');
    // An answered-nothing survey starts an empty board.
    const created = await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', surveyId });
    expect((await storedBoard(created.json().session.id)).notes).toEqual([]);
  });
});

describe('a session from a bias report', () => {
  it('a questions report: each finding a card, most severe first, linked to its question', async () => {
    const owner = new Browser(app);
    const checked = await owner.request('POST', '/api/bias/questions', { questions: ['How did you first hear about us?', 'Was the staff friendly and helpful?'] });
    expect(checked.statusCode, checked.body).toBe(201);
    const reportId = checked.json().report.id as string;
    const detail = (await owner.request('GET', `/api/bias/reports/${reportId}`)).json().report;
    const findings = (detail.result.questions as Array<{ index: number; findings: Array<{ title: string; severity: string }> }>).flatMap((question) => question.findings.map((found) => ({ ...found, index: question.index })));
    expect(findings.length).toBeGreaterThan(0);

    const created = await owner.request('POST', '/api/sessions', { title: 'Question review', agenda: 'six-hats', biasReportId: reportId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().session).toMatchObject({ source: 'bias', sourceId: reportId });
    const board = await storedBoard(created.json().session.id);
    expect(board.notes.length).toBe(findings.length + detail.result.questionnaire.length);
    const doubleBarreled = findings.find((found) => found.index === 1 && /double/i.test(found.title))!;
    expect(doubleBarreled, JSON.stringify(findings)).toBeDefined();
    const note = board.notes.find((candidate) => candidate.text === `${doubleBarreled.title}: “Was the staff friendly and helpful?”`)!;
    expect(note.source).toBe(`Bias · question 2 · ${doubleBarreled.severity}`);
    expect(board.targets.get(note.linkId!)).toMatchObject({ kind: 'finding', label: `${doubleBarreled.title}, question 2`, anchor: 'question-2' });
    const ranks = { high: 0, medium: 1, low: 2 } as Record<string, number>;
    const severities = board.notes.map((card) => ranks[/· (high|medium|low)$/.exec(card.source)![1]!]!);
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
  });

  it('a site check: each deceptive pattern found is one card, however many pages showed it; passed checks and other categories are not', async () => {
    const owner = new Browser(app);
    await owner.request('GET', '/api/sessions');
    await owner.request('POST', '/api/sessions', { title: 'cookie', agenda: 'free' });
    const analysis = await createAnalysis(app.db, {
      domain: 'shop.test',
      request: { startUrl: 'https://shop.test/', maxPages: 2, maxDepth: 1, analysisTypes: ['DECEPTIVE_DESIGN'], saveScreenshots: false },
      ipHash: 'x',
      ownerKeyHash: hashToken(owner.cookie!.split('=')[1]!),
      userId: null,
    });
    const site = await createSiteBiasReport(app.db, { analysisId: analysis.id, title: 'shop.test' });
    const deceptive = (id: string, outcome: 'failed' | 'passed', severity: Finding['severity']): Finding => finding(id, outcome, { category: 'deceptiveDesign', severity, elements: 1, title: `Check ${id}` });
    await completeAnalysis(app.db, analysis.id, {
      report: report([
        page('https://shop.test/', [deceptive('scarcity-claims', 'failed', 'moderate'), deceptive('nagging', 'passed', 'minor'), finding('meta-description', 'failed')]),
        page('https://shop.test/cart', [deceptive('scarcity-claims', 'failed', 'moderate'), deceptive('pre-ticked-boxes', 'failed', 'serious')]),
      ]),
      scores: { overall: 70, deceptiveDesign: 60 },
      pagesDone: 2,
    });
    const preview = await owner.request('GET', `/api/sessions/starting-cards?biasReportId=${site.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().cards).toEqual([
      { text: 'Check pre-ticked-boxes', source: 'Deceptive design · serious', link: { kind: 'finding', ref: 'pre-ticked-boxes', label: 'Check pre-ticked-boxes' } },
      { text: 'Check scarcity-claims', source: 'Deceptive design · moderate · 2 pages', link: { kind: 'finding', ref: 'scarcity-claims', label: 'Check scarcity-claims' } },
    ]);
    expect((await new Browser(app).request('GET', `/api/sessions/starting-cards?biasReportId=${site.id}`)).statusCode).toBe(404);
  });

  it('refuses two sources, none for the preview, and cards that link without a source', async () => {
    const owner = new Browser(app);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', surveyId: id, biasReportId: id })).statusCode).toBe(400);
    expect((await owner.request('GET', '/api/sessions/starting-cards')).statusCode).toBe(400);
    expect((await owner.request('GET', `/api/sessions/starting-cards?surveyId=${id}&biasReportId=${id}`)).statusCode).toBe(400);
    expect((await owner.request('GET', '/api/sessions/starting-cards?surveyId=nope')).statusCode).toBe(400);
    const linked = await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', cards: [{ text: 'a', source: '', link: { kind: 'finding', ref: 'meta-description', label: 'Meta' } }] });
    expect(linked.statusCode).toBe(400);
    const badRef = await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', analysisId: id, cards: [{ text: 'a', source: '', link: { kind: 'finding', ref: 'javascript:alert(1) x', label: 'Meta' } }] });
    expect(badRef.statusCode).toBe(400);
  });
});
