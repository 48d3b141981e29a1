import { expect } from 'vitest';
import { createAnalysis, createSiteBiasReport } from '@sightline/db';
import type { App } from '../../src/app';
import { hashToken } from '../../src/auth/tokens';
import { answer, DEFINITION, type Browser } from '../routes/surveys/helpers';

export const IDEA = {
  name: 'Receipt Robot',
  problem: 'Keeping track of receipts for expense reports',
  audience: 'Freelancers who invoice clients',
  currentSolution: 'A spreadsheet and a shoebox',
  solution: 'An app that reads receipts from photos',
  price: { amount: 9, currency: 'EUR', per: 'month' },
  hasPrototype: true,
};

/**
 * One of every kind of work, made through the product's own endpoints by `browser` (signed in when
 * `headers` carry a token): an analysis, a site check (a DECEPTIVE_DESIGN analysis and its report),
 * a published survey with one complete response, an idea, a questions bias report and a session.
 */
export async function makeOneOfEach(app: App, browser: Browser, headers: Record<string, string> = {}, userId: string | null = null) {
  /** The created thing under its name (`survey`, `idea`…), once the status is right. */
  const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 201) => {
    const done = await response;
    expect(done.statusCode, done.body).toBe(status);
    return done.json() as Record<string, { id: string; survey?: { id: string } }>;
  };
  const survey = (await ok(browser.request('POST', '/api/surveys', { title: DEFINITION.title, definition: DEFINITION }, headers))).survey;
  await ok(browser.request('POST', `/api/surveys/${survey!.id}/publish`, undefined, headers), 200);
  const versionId = (await app.inject({ method: 'GET', url: `/api/public/surveys/${survey!.id}` })).json().survey.versionId as string;
  expect((await answer(app, survey!.id, { versionId, answers: { drink: { choice: 'tea' }, recommend: 9 }, complete: true })).statusCode).toBe(200);
  const idea = (await ok(browser.request('POST', '/api/ideas', { idea: IDEA }, headers))).idea;
  const bias = (await ok(browser.request('POST', '/api/bias/questions', { questions: ["Don't you agree our app is great?"] }, headers))).report;
  const session = (await ok(browser.request('POST', '/api/sessions', { title: 'Checkout review', agenda: 'free' }, headers))).session;
  // Analyses need a crawl to start through the API; the rows are what the crawl endpoint writes.
  const ownerKeyHash = hashToken(browser.cookie!.split('=')[1]!);
  const request = { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };
  const analysis = await createAnalysis(app.db, { domain: 'shop.test', request, ipHash: 'test', ownerKeyHash, userId });
  const siteAnalysis = await createAnalysis(app.db, { domain: 'shop.test', request: { ...request, analysisTypes: ['DECEPTIVE_DESIGN'] }, ipHash: 'test', ownerKeyHash, userId });
  await app.db.execute(`insert into domain_submissions (domain, submission_type, analysis_types, synthetic_id, ip_hash) values ('shop.test', 'exit-intent', '["GENERAL"]', '${analysis.id}', 'test')`);
  const siteCheck = await createSiteBiasReport(app.db, { analysisId: siteAnalysis.id, title: 'shop.test' });
  return { surveyId: survey!.id, ideaId: idea!.id, ideaSurveyId: idea!.survey!.id, biasReportId: bias!.id, sessionId: session!.id, analysisId: analysis.id, siteAnalysisId: siteAnalysis.id, siteCheckId: siteCheck.id };
}
