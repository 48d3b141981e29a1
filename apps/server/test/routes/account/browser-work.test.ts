import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { createAccount } from '../../helpers/accounts';
import { makeOneOfEach } from '../../helpers/browser-work';
import { createTestApp } from '../../helpers/test-app';
import { Browser } from '../surveys/helpers';

// Work of every kind done in a browser without an account joins the account that signs in there,
// is listed on the account's other devices, and is recorded as claimed; signing out ends the
// browser's own access to all of it.
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { work: false });
});
afterAll(() => app.close());

/** What the listing endpoints of every kind show to these credentials, as ids. */
async function listedEverywhere(headers: Record<string, string>) {
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return {
    analyses: (await get('/api/analyses')).analyses.map((a: { syntheticId: string }) => a.syntheticId).sort(),
    surveys: (await get('/api/surveys')).surveys.map((s: { id: string }) => s.id).sort(),
    ideas: (await get('/api/ideas')).ideas.map((i: { id: string }) => i.id),
    biasReports: (await get('/api/bias/reports')).reports.map((r: { id: string }) => r.id).sort(),
    sessions: (await get('/api/sessions')).sessions.map((s: { id: string }) => s.id),
  };
}

const signIn = (email: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'correct horse' }, headers: cookie ? { cookie } : {} });

describe("a browser's work of every kind", () => {
  it('joins the account signing in there, is listed on its other devices and shows as claimed', async () => {
    const account = await createAccount(app, 'every-kind@example.com');
    const browser = new Browser(app);
    const made = await makeOneOfEach(app, browser);
    const stranger = new Browser(app);
    const strangers = await makeOneOfEach(app, stranger);

    const elsewhere = { authorization: `Bearer ${account.token}` };
    expect(await listedEverywhere(elsewhere)).toEqual({ analyses: [], surveys: [], ideas: [], biasReports: [], sessions: [] });
    // Offered by kind before anything moves (an idea's survey is a survey of its own).
    const here = { cookie: browser.cookie!, authorization: `Bearer ${account.token}` };
    const offered = (await app.inject({ method: 'GET', url: '/api/account/browser-analyses', headers: here })).json();
    expect(offered).toEqual({ success: true, count: 7, work: { analyses: 1, surveys: 2, ideas: 1, biasReports: 2, sessions: 1 } });

    expect((await signIn('every-kind@example.com', browser.cookie)).statusCode).toBe(200);
    expect(await listedEverywhere(elsewhere)).toEqual({
      analyses: [made.analysisId, made.siteAnalysisId].sort(),
      surveys: [made.surveyId, made.ideaSurveyId].sort(),
      ideas: [made.ideaId],
      biasReports: [made.biasReportId, made.siteCheckId].sort(),
      sessions: [made.sessionId],
    });
    const claims = (await app.inject({ method: 'GET', url: '/api/account/claims', headers: elsewhere })).json().claims;
    expect(claims).toEqual([{ id: expect.any(String), createdAt: expect.any(String), work: { analyses: 1, surveys: 2, ideas: 1, biasReports: 2, sessions: 1 } }]);
    // Nothing is left to offer, another browser's work stayed there, and signing in again records no empty claim.
    expect((await app.inject({ method: 'GET', url: '/api/account/browser-analyses', headers: here })).json().count).toBe(0);
    expect((await listedEverywhere({ cookie: stranger.cookie! })).ideas).toEqual([strangers.ideaId]);
    await signIn('every-kind@example.com', browser.cookie);
    expect((await app.inject({ method: 'GET', url: '/api/account/claims', headers: elsewhere })).json().claims).toHaveLength(1);
  });

  it("asked for after an emailed link's sign-in, every kind joins; signing out ends the browser's access to all of it", async () => {
    const account = await createAccount(app, 'every-kind-link@example.com');
    const browser = new Browser(app);
    await makeOneOfEach(app, browser);
    const here = { cookie: browser.cookie!, authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const claimed = await app.inject({ method: 'POST', url: '/api/account/claim-browser-analyses', payload: {}, headers: here });
    expect(claimed.json()).toEqual({ success: true, added: 7, work: { analyses: 1, surveys: 2, ideas: 1, biasReports: 2, sessions: 1 } });

    expect(await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: browser.cookie!, authorization: `Bearer ${account.token}` } }).then((r) => r.statusCode)).toBe(200);
    expect(await listedEverywhere({ cookie: browser.cookie! })).toEqual({ analyses: [], surveys: [], ideas: [], biasReports: [], sessions: [] });
    const again = (await signIn('every-kind-link@example.com')).json().data.token as string;
    const listed = await listedEverywhere({ authorization: `Bearer ${again}` });
    expect([listed.analyses.length, listed.surveys.length, listed.ideas.length, listed.biasReports.length, listed.sessions.length]).toEqual([2, 2, 1, 2, 1]);
  });
});
