import { mkdir, stat, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentRunWithinLimits, createShareLink, createWebhookEvent, upsertSubscription, upsertWebhookEndpoint } from '@sightline/db';
import type { App } from '../../../src/app';
import { analysisDir } from '../../../src/analysis/screenshots';
import { createAccount } from '../../helpers/accounts';
import { createApiKeyFor } from '../../helpers/api-keys';
import { makeOneOfEach } from '../../helpers/browser-work';
import { createTestApp, testBilling } from '../../helpers/test-app';
import { Browser } from '../surveys/helpers';

// Deleting an account removes what it owns in one transaction and anonymises what must stay;
// counted row by row, table by table, beside another account whose rows must all remain.
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { work: false });
});
afterAll(() => app.close());

const TABLES = [
  'users',
  'analyses',
  'bias_reports',
  'share_links',
  'surveys',
  'survey_versions',
  'survey_responses',
  'survey_answers',
  'ideas',
  'collab_sessions',
  'collab_session_invites',
  'auth_tokens',
  'api_keys',
  'webhook_endpoints',
  'webhook_events',
  'account_claims',
  'domain_submissions',
  'agent_runs',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await app.db.execute(`select count(*)::int as n from ${table}`)) as unknown as { rows: Array<{ n: number }> };
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** An account with one of everything: work of each kind (partly claimed from its browser), a share link, an invite, an API key and a webhook. */
async function populatedAccount(email: string) {
  const browser = new Browser(app);
  const account = await createAccount(app, email);
  const auth = { authorization: `Bearer ${account.token}` };
  const made = await makeOneOfEach(app, browser, auth, account.user.id);
  const ok = (status: number) => (response: { statusCode: number; body: string }) => expect(response.statusCode, response.body).toBe(status);
  // A share link needs a finished analysis through the API; the row is what it writes.
  await createShareLink(app.db, { analysisId: made.analysisId, tokenHash: `hash-${made.analysisId}`, view: 'standard', expiresAt: null });
  ok(201)(await browser.request('POST', `/api/sessions/${made.sessionId}/invites`, { role: 'participant' }, auth));
  await createApiKeyFor(app, account.token, 'write');
  // The endpoint's address check needs DNS; the rows are what PUT /api/account/webhook and a delivery write.
  await upsertWebhookEndpoint(app.db, { userId: account.user.id, url: 'https://hooks.example.com/sightline', secret: 'whsec_test' });
  await createWebhookEvent(app.db, { userId: account.user.id, type: 'analysis.completed', data: { analysisId: made.analysisId } });
  const run = await createAgentRunWithinLimits(app.db, { domain: 'shop.test', startUrl: 'https://shop.test/', task: 'contact', persona: 'desktop', ipHash: 'test', ownerKeyHash: null, userId: account.user.id }, { since: new Date(0), perHour: 10, inProgress: 10 });
  expect('created' in run).toBe(true);
  return { account, browser, made, auth };
}

describe('deleting an account', () => {
  it('says first what it deletes, anonymises and keeps, with the counts', async () => {
    const { auth } = await populatedAccount('plan@example.com');
    const response = await app.inject({ method: 'GET', url: '/api/account/deletion', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    const items = Object.fromEntries(response.json().items.map((item: { kind: string; count: number | null; fate: string }) => [item.kind, [item.count, item.fate]]));
    expect(items).toMatchObject({
      account: [null, 'deleted'],
      analyses: [1, 'deleted'],
      biasReports: [2, 'deleted'],
      surveys: [2, 'deleted'],
      surveyResponses: [1, 'deleted'],
      ideas: [1, 'deleted'],
      sessions: [1, 'deleted'],
      apiKeys: [1, 'deleted'],
      agentRuns: [1, 'deleted'],
      domainSubmissions: [1, 'anonymised'],
      browserWork: [null, 'kept'],
    });
  });

  it('needs the password, then removes every row of the account in one go and leaves the other account whole', async () => {
    const { account, made, auth } = await populatedAccount('leaving@example.com');
    const other = await populatedAccount('staying@example.com');
    await mkdir(analysisDir(app.config.dataDir, made.analysisId), { recursive: true });
    await writeFile(`${analysisDir(app.config.dataDir, made.analysisId)}/page.png`, 'png');
    const before = await rowCounts();

    const wrong = await app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'not it' }, headers: auth });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    expect(await rowCounts()).toEqual(before);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'correct horse' }, headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deleted).toEqual({ analyses: 1, surveys: 2, ideas: 1, biasReports: 2, sessions: 1, surveyResponses: 1, apiKeys: 1, webhookEvents: 1, agentRuns: 1, domainSubmissions: 1 });

    const after = await rowCounts();
    const gone = Object.fromEntries(TABLES.map((table) => [table, before[table]! - after[table]!]));
    expect(gone).toEqual({
      users: 1,
      analyses: 2, // the analysis and the site check's
      bias_reports: 2,
      share_links: 1,
      surveys: 2, // the survey and the idea's
      survey_versions: 1,
      survey_responses: 1,
      survey_answers: 2,
      ideas: 1,
      collab_sessions: 1,
      collab_session_invites: 1,
      auth_tokens: 1,
      api_keys: 1,
      webhook_endpoints: 1,
      webhook_events: 1,
      account_claims: 0,
      domain_submissions: 0, // anonymised, not deleted
      agent_runs: 1,
    });
    const submission = (await app.db.execute(`select synthetic_id from domain_submissions where synthetic_id is null`)) as unknown as { rows: unknown[] };
    expect(submission.rows).toHaveLength(1);
    await expect(stat(analysisDir(app.config.dataDir, made.analysisId))).rejects.toThrow();
    // The token is dead, the email is free again, and the other account still opens its work.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await createAccount(app, account.user.email)).user.email).toBe('leaving@example.com');
    expect((await app.inject({ method: 'GET', url: `/api/surveys/${other.made.surveyId}`, headers: other.auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/ideas/${other.made.ideaId}`, headers: other.auth })).statusCode).toBe(200);
  });

  it('refuses without a session and with a malformed body', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } })).statusCode).toBe(401);
    const { auth } = await populatedAccount('malformed@example.com');
    const response = await app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 5 }, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('deleting an account with billing on', () => {
  it('waits until an active subscription is cancelled: the payment provider would go on charging', async () => {
    const billed = await createTestApp({ billing: testBilling() }, { work: false });
    try {
      const account = await createAccount(billed, 'subscriber@example.com');
      const auth = { authorization: `Bearer ${account.token}` };
      await upsertSubscription(billed.db, { userId: account.user.id, status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
      const refused = await billed.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'correct horse' }, headers: auth });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: 'SUBSCRIPTION_ACTIVE' });
      expect((await billed.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
      await upsertSubscription(billed.db, { userId: account.user.id, status: 'canceled', currentPeriodEnd: new Date() });
      expect((await billed.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'correct horse' }, headers: auth })).statusCode).toBe(200);
    } finally {
      await billed.close();
    }
  });
});

describe('profile and password', () => {
  it('renames the account; changing the password keeps this session and signs out the others', async () => {
    const account = await createAccount(app, 'profile@example.com');
    const other = (await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'profile@example.com', password: 'correct horse' } })).json().data.token as string;
    const auth = { authorization: `Bearer ${account.token}` };
    const renamed = await app.inject({ method: 'PATCH', url: '/api/account/profile', payload: { name: '  Grace  ' }, headers: auth });
    expect(renamed.json()).toEqual({ success: true, user: { id: account.user.id, name: 'Grace', email: 'profile@example.com' } });
    expect((await app.inject({ method: 'PATCH', url: '/api/account/profile', payload: { name: '   ' }, headers: auth })).statusCode).toBe(400);

    expect((await app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: 'wrong', newPassword: 'a new horse' }, headers: auth })).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const changed = await app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: 'correct horse', newPassword: 'a new horse' }, headers: auth });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'profile@example.com', password: 'a new horse' } })).statusCode).toBe(200);
  });
});
