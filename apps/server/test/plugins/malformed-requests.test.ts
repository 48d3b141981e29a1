import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAccount } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

let app: App;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await createAccount(app, 'malformed@example.com'));
});
afterAll(() => app.close());

// Every JSON endpoint, with a valid body and, for each field, a value of the wrong type.
const endpoints: Array<{ url: string; valid: Record<string, unknown>; auth?: boolean }> = [
  { url: '/api/domain-validation/validate', valid: { domain: 'example.com' } },
  { url: '/api/auth/signup', valid: { name: 'A', email: 'a@example.com', password: 'long enough' } },
  { url: '/api/auth/signin', valid: { email: 'a@example.com', password: 'long enough' } },
  { url: '/api/auth/magic-link/request', valid: { email: 'a@example.com' } },
  { url: '/api/auth/magic-link', valid: { token: 'abc' } },
  { url: '/api/auth/password-reset/request', valid: { email: 'a@example.com' } },
  { url: '/api/auth/password-reset', valid: { token: 'abc', password: 'long enough' } },
];

function expectClientError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/\w/), code });
}

describe.each(endpoints)('POST $url', ({ url, valid }) => {
  const post = (payload: string, contentType = 'application/json') => app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('answers bad JSON with 400 INVALID_JSON', async () => {
    expectClientError(await post('{"domain": '), 400, 'INVALID_JSON');
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['', '[]', '"text"', '42', 'null']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error, payload).toBe('The request body must be a JSON object');
    }
  });

  it('names each missing field', async () => {
    for (const field of Object.keys(valid)) {
      const { [field]: _omitted, ...rest } = valid;
      const response = await post(JSON.stringify(rest));
      expectClientError(response, 400, 'VALIDATION_ERROR');
      expect((response.json() as { error: string }).error).toBe(`Missing required field "${field}"`);
    }
  });

  it('names each field of the wrong type', async () => {
    for (const field of Object.keys(valid)) {
      for (const wrong of [12345678, true, null, ['x'], { x: 1 }]) {
        const response = await post(JSON.stringify({ ...valid, [field]: wrong }));
        expectClientError(response, 400, 'VALIDATION_ERROR');
        expect((response.json() as { error: string }).error).toContain(`"${field}"`);
      }
    }
  });

  it('answers a huge body with 413', async () => {
    const huge = JSON.stringify({ ...valid, padding: 'x'.repeat(64 * 1024) });
    expectClientError(await post(huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON content type with 415', async () => {
    expectClientError(await post('domain=example.com', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('bodyless endpoints', () => {
  it('GET /api/auth/me ignores a stray body and still demands a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer ' } });
    expectClientError(response, 401, 'UNAUTHORIZED');
  });

  it('POST /api/auth/signout with bad JSON is refused without signing out', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/signout', payload: '{oops', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expectClientError(response, 400, 'INVALID_JSON');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('POST /api/auth/signout with a huge body gets 413', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/signout', payload: JSON.stringify({ x: 'x'.repeat(64 * 1024) }), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expectClientError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('GET /api/health and /api/config ignore query strings', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health?x[]=1&y=%ZZ' })).statusCode).toBeLessThan(500);
    expect((await app.inject({ method: 'GET', url: '/api/config?x=1' })).statusCode).toBe(200);
  });

  it('answers an unsupported method on a known route with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/signin' });
    expectClientError(response, 404, 'NOT_FOUND');
  });
});
