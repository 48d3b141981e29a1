import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis } from '@sightline/db';
import type { App } from '../../../src/app';
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

  it('when the emailed sign-up link is opened in it', async () => {
    const browser = await browserWithAnalyses('signup.test');
    const token = createSignUpToken(SECRET, { name: 'Grace Hopper', email: 'claim-signup@example.com', passwordHash: await hashPassword('correct horse battery') });
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { token }, headers: { cookie: browser.cookie } });
    expect(confirmed.statusCode).toBe(200);
    const elsewhere = (await signIn('claim-signup@example.com', 'correct horse battery')).json().data.token;
    expect(await listed({ authorization: `Bearer ${elsewhere}` })).toEqual(browser.ids);
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
