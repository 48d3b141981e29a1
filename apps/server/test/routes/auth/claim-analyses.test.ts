import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis, findUserByEmail } from '@sightline/db';
import type { App } from '../../../src/app';
import { createOneTimeLink } from '../../../src/auth/one-time-links';
import { hashPassword } from '../../../src/auth/passwords';
import { createSignUpToken } from '../../../src/auth/sign-up-token';
import { generateToken, hashToken } from '../../../src/auth/tokens';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';

// "Your reports" on every device: the analyses a browser ran before it had an account join the
// account when that browser signs in or finishes signing up.
const SECRET = 'test-secret-0123456789';
let app: App;

beforeAll(async () => {
  app = await createTestApp({ secret: SECRET }, { work: false });
});
afterAll(() => app.close());

/** A browser with an owner cookie and the analyses it started, of these domains. */
async function browserWithAnalyses(...domains: string[]) {
  const key = generateToken();
  const ids: string[] = [];
  for (const domain of domains) {
    const request = { startUrl: `https://${domain}/`, maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL'], saveScreenshots: false };
    ids.push((await createAnalysis(app.db, { domain, request, ipHash: 'test', ownerKeyHash: hashToken(key), userId: null })).id);
  }
  return { cookie: `sightline_owner=${key}`, keyHash: hashToken(key), ids };
}

/** What GET /api/analyses lists for these credentials, as ids. */
async function listed(headers: Record<string, string>): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/analyses', headers });
  expect(response.statusCode).toBe(200);
  return response.json().analyses.map((analysis: { syntheticId: string }) => analysis.syntheticId);
}

function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, headers });
}

describe('the analyses of a browser join the account', () => {
  it('when it signs in: another device signed in to the account lists them', async () => {
    await createAccount(app, 'claim-signin@example.com', 'correct horse battery');
    const browser = await browserWithAnalyses('one.test', 'two.test');
    const stranger = await browserWithAnalyses('stranger.test');
    // Before: another device of the account sees nothing.
    const before = (await signIn('claim-signin@example.com', 'correct horse battery')).json().data.token;
    expect(await listed({ authorization: `Bearer ${before}` })).toEqual([]);

    expect((await signIn('claim-signin@example.com', 'correct horse battery', { cookie: browser.cookie })).statusCode).toBe(200);
    const elsewhere = (await signIn('claim-signin@example.com', 'correct horse battery')).json().data.token;
    expect((await listed({ authorization: `Bearer ${elsewhere}` })).sort()).toEqual([...browser.ids].sort());
    // The same report opens there too (the account owns it now), and another browser's did not move.
    const report = await app.inject({ method: 'GET', url: `/api/analyses/${browser.ids[0]}`, headers: { authorization: `Bearer ${elsewhere}` } });
    expect(report.json()).toMatchObject({ success: true, owner: true, analysis: { domain: 'one.test' } });
    expect(await listed({ cookie: stranger.cookie })).toEqual(stranger.ids);
  });

  it('but never takes an analysis that belongs to another account', async () => {
    const owner = await createAccount(app, 'claim-first@example.com', 'correct horse battery');
    await createAccount(app, 'claim-second@example.com', 'correct horse battery');
    // One browser, used signed in by the first account, then signed in by the second.
    const browser = await browserWithAnalyses('shared.test');
    await app.db.execute(`update analyses set user_id = '${owner.user.id}' where id = '${browser.ids[0]}'`);
    const second = (await signIn('claim-second@example.com', 'correct horse battery', { cookie: browser.cookie })).json().data.token;
    expect(await listed({ authorization: `Bearer ${second}` })).toEqual([]);
    expect(await listed({ authorization: `Bearer ${owner.token}` })).toEqual(browser.ids);
  });
});

/** A fresh emailed link of this account, as its token. */
async function emailedToken(email: string, purpose: 'magic_link' | 'password_reset'): Promise<string> {
  const link = await createOneTimeLink(app.db, (await findUserByEmail(app.db, email))!, purpose, 'http://localhost');
  return new URL(link).searchParams.get(purpose === 'magic_link' ? 'magic_token' : 'reset_token')!;
}

const countClaimable = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/account/browser-analyses', headers });
const claim = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/account/claim-browser-analyses', payload: {}, headers });

// Login CSRF: anyone can send the sign-in or sign-up link of their own account to someone else. A
// link opened in a browser moves nothing of that browser's; the app asks first, naming the account.
describe('an emailed link opened in a browser', () => {
  it('signs in without moving its analyses; asked, they join the account, once', async () => {
    const browser = await browserWithAnalyses('signup.test', 'signup-two.test');
    const token = createSignUpToken(SECRET, { name: 'Grace Hopper', email: 'claim-signup@example.com', passwordHash: await hashPassword('correct horse battery') });
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { token }, headers: { cookie: browser.cookie } });
    expect(confirmed.statusCode).toBe(200);
    const here = { cookie: browser.cookie, authorization: `Bearer ${confirmed.json().data.authToken}` };
    const elsewhere = (await signIn('claim-signup@example.com', 'correct horse battery')).json().data.token;
    expect(await listed({ authorization: `Bearer ${elsewhere}` })).toEqual([]);

    expect((await countClaimable(here)).json()).toEqual({ success: true, count: 2, work: { analyses: 2, surveys: 0, ideas: 0, biasReports: 0, sessions: 0 } });
    expect((await claim(here)).json()).toMatchObject({ success: true, added: 2, work: { analyses: 2 } });
    expect((await listed({ authorization: `Bearer ${elsewhere}` })).sort()).toEqual([...browser.ids].sort());
    // Asking again adds nothing, and nothing is left to offer.
    expect((await claim(here)).json()).toMatchObject({ success: true, added: 0 });
    expect((await countClaimable(here)).json()).toMatchObject({ success: true, count: 0 });
  });

  it("an attacker's sign-in link opened by someone else takes none of their reports", async () => {
    const attacker = await createAccount(app, 'claim-attacker@example.com', 'correct horse battery');
    const victim = await browserWithAnalyses('victim.test');
    const opened = await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { token: await emailedToken('claim-attacker@example.com', 'magic_link') }, headers: { cookie: victim.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(await listed({ authorization: `Bearer ${attacker.token}` })).toEqual([]);
    expect(await listed({ cookie: victim.cookie })).toEqual(victim.ids);
    // Another account's analysis is never offered nor taken, whoever asks from this browser.
    const owner = await createAccount(app, 'claim-owner@example.com', 'correct horse battery');
    const shared = await browserWithAnalyses('owned.test');
    await app.db.execute(`update analyses set user_id = '${owner.user.id}' where id = '${shared.ids[0]}'`);
    const asker = { cookie: shared.cookie, authorization: `Bearer ${attacker.token}` };
    expect((await countClaimable(asker)).json()).toMatchObject({ success: true, count: 0 });
    expect((await claim(asker)).json()).toMatchObject({ success: true, added: 0 });
    expect(await listed({ authorization: `Bearer ${owner.token}` })).toEqual(shared.ids);
  });

  it('the claim needs a session and a JSON request', async () => {
    const browser = await browserWithAnalyses('nobody.test');
    expect((await claim({ cookie: browser.cookie })).statusCode).toBe(401);
    expect((await countClaimable({ cookie: browser.cookie })).statusCode).toBe(401);
    const account = await createAccount(app, 'claim-form@example.com', 'correct horse battery');
    const form = await app.inject({
      method: 'POST',
      url: '/api/account/claim-browser-analyses',
      payload: 'a=b',
      headers: { cookie: browser.cookie, authorization: `Bearer ${account.token}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(form.statusCode).toBe(415);
    expect(await listed({ cookie: browser.cookie })).toEqual(browser.ids);
  });

  it('a password reset moves them only when this browser asked for the link', async () => {
    await createAccount(app, 'claim-reset@example.com', 'correct horse battery');
    const reset = (token: string, cookie: string) =>
      app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password: 'another horse battery' }, headers: { cookie } });
    // Someone else's reset link, opened here: signed in, nothing moved.
    const stranger = await browserWithAnalyses('reset-stranger.test');
    expect((await reset(await emailedToken('claim-reset@example.com', 'password_reset'), stranger.cookie)).statusCode).toBe(200);
    expect(await listed({ cookie: stranger.cookie })).toEqual(stranger.ids);

    const browser = await browserWithAnalyses('reset.test');
    const requested = await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'Claim-Reset@example.com' }, headers: { cookie: browser.cookie } });
    expect(requested.statusCode).toBe(202);
    const mark = String(requested.headers['set-cookie']).split(';')[0]!;
    const done = await reset(await emailedToken('claim-reset@example.com', 'password_reset'), `${browser.cookie}; ${mark}`);
    expect(done.statusCode).toBe(200);
    const elsewhere = (await signIn('claim-reset@example.com', 'another horse battery')).json().data.token;
    expect(await listed({ authorization: `Bearer ${elsewhere}` })).toEqual(browser.ids);
  });
});
