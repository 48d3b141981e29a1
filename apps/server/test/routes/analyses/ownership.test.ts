import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, findUserByEmail } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { createOneTimeLink } from '../../../src/auth/one-time-links';
import { createAccount } from '../../helpers/accounts';
import { startFixtureSite } from '../../helpers/fixture-site';
import { report } from '../../helpers/report-fixture';
import { createTestApp } from '../../helpers/test-app';

const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 1, analysisTypes: ['GENERAL'], saveScreenshots: false };
const DAY_MS = 86_400_000;

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;

beforeAll(async () => {
  site = await startFixtureSite();
  // work: false: these tests are about who may do what with an analysis, not about running it.
  app = await createTestApp({ allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
  await site.close();
});

/** Starts an analysis from `ip` (with the browser's cookie and the account's token when given) and marks it completed. */
async function completed(ip: string, headers: Record<string, string> = {}) {
  const started = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY, remoteAddress: ip, headers });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json().syntheticId as string;
  await completeAnalysis(app.db, id, { report: report([]), scores: {}, pagesDone: 1 });
  const cookie = headers.cookie ?? String(started.headers['set-cookie']).split(';')[0]!;
  return { id, cookie };
}

const get = (id: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers });

describe('an analysis started while signed in', () => {
  it('belongs to the account: after sign-out the browser cookie no longer opens or lists it', async () => {
    const session = await createAccount(app, 'owner-cookie@example.com');
    const bearer = { authorization: `Bearer ${session.token}` };
    const anonymous = await completed('203.0.113.50');
    const owned = await completed('203.0.113.50', { ...bearer, cookie: anonymous.cookie });
    const listed = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/analyses', headers })).json().analyses.map((entry: { syntheticId: string }) => entry.syntheticId);

    // While signed in, the cookie alone opens it too (the waiting page's event stream sends no token).
    expect((await get(owned.id, { cookie: anonymous.cookie })).statusCode).toBe(200);
    expect(await listed({ ...bearer, cookie: anonymous.cookie })).toEqual([owned.id, anonymous.id]);

    expect((await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { ...bearer, cookie: anonymous.cookie } })).statusCode).toBe(200);
    // Signed out, the same browser keeps what it started anonymously and loses the account's.
    expect((await get(owned.id, { cookie: anonymous.cookie })).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: `/api/analyses/${owned.id}/share-links`, headers: { cookie: anonymous.cookie }, payload: {} })).statusCode).toBe(404);
    expect((await get(anonymous.id, { cookie: anonymous.cookie })).statusCode).toBe(200);
    expect(await listed({ cookie: anonymous.cookie })).toEqual([anonymous.id]);

    // Signed in again, anywhere, the account opens it.
    const again = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'owner-cookie@example.com', password: 'correct horse' } });
    expect((await get(owned.id, { authorization: `Bearer ${again.json().data.token}` })).statusCode).toBe(200);
  });

  it('a password reset ends the access of every other browser that started one while signed in', async () => {
    const email = 'reset-keys@example.com';
    const elsewhere = await createAccount(app, email);
    const started = await completed('203.0.113.53', { authorization: `Bearer ${elsewhere.token}` });
    const link = await createOneTimeLink(app.db, (await findUserByEmail(app.db, email))!, 'password_reset', 'http://sightline.test');
    const here = (await completed('203.0.113.54')).cookie;

    const reset = await app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: { cookie: here }, payload: { token: new URL(link).searchParams.get('reset_token'), password: 'a new password' } });
    expect(reset.statusCode).toBe(200);
    expect((await get(started.id, { cookie: started.cookie })).statusCode).toBe(404);
    expect((await get(started.id, { authorization: `Bearer ${reset.json().data.token}` })).statusCode).toBe(200);
  });
});

describe('POST /api/analyses/{id}/rerun', () => {
  it('refuses a request a cross-site form could send: no JSON content type and no same-origin Origin', async () => {
    const { id, cookie } = await completed('203.0.113.51');
    const rerun = (headers: Record<string, string>, payload?: string) => app.inject({ method: 'POST', url: `/api/analyses/${id}/rerun`, remoteAddress: '203.0.113.51', headers: { cookie, ...headers }, payload });

    const refusals: Array<Record<string, string>> = [{ 'content-type': 'text/plain' }, { 'content-type': 'text/plain', origin: 'https://evil.example' }, { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }, {}];
    for (const headers of refusals) {
      const refused = await rerun(headers, headers['content-type'] ? 'x=1' : undefined);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(415);
      expect(refused.json()).toEqual({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', error: expect.stringContaining('application/json') });
    }
    // A JSON request (which a cross-site page cannot send without CORS) and the web app's own bodyless fetch, which carries our Origin.
    const acceptances: Array<Record<string, string>> = [{ 'content-type': 'application/json' }, { origin: 'http://sightline.test' }, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' }];
    for (const headers of acceptances) {
      const accepted = await rerun(headers);
      expect(accepted.statusCode, `${JSON.stringify(headers)} ${accepted.body}`).toBe(200);
    }
  });
});

describe('share links', () => {
  async function share(payload: object) {
    const { id, cookie } = await completed('203.0.113.52');
    return app.inject({ method: 'POST', url: `/api/analyses/${id}/share-links`, remoteAddress: '203.0.113.52', headers: { cookie }, payload });
  }

  it('expire after 30 days unless the owner picks another lifetime', async () => {
    const byDefault = await share({});
    expect(byDefault.statusCode).toBe(201);
    expect(new Date(byDefault.json().link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(new Date(byDefault.json().link.expiresAt).getTime() - Date.now()).toBeLessThan(30.1 * DAY_MS);
    const chosen = await share({ expiresInDays: 365 });
    expect(new Date(chosen.json().link.expiresAt).getTime() - Date.now()).toBeGreaterThan(364.9 * DAY_MS);
  });

  it('cannot be made to last forever or longer than a year', async () => {
    for (const expiresInDays of [null, 366, 0]) {
      const refused = await share({ expiresInDays });
      expect(refused.statusCode, String(expiresInDays)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.stringContaining('expiresInDays') });
    }
  });
});
