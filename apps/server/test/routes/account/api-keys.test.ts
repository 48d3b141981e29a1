import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '@sightline/db';
import type { App } from '../../../src/app';
import { hashToken } from '../../../src/auth/tokens';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';

let app: App;
let ada: string;
let bob: string;

beforeAll(async () => {
  app = await createTestApp({}, { work: false });
  ({ token: ada } = await createAccount(app, 'ada@example.com'));
  ({ token: bob } = await createAccount(app, 'bob@example.com'));
});
afterAll(() => app.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('/api/account/api-keys', () => {
  it('creates a named, scoped key shown once and stored only as its hash', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(ada), payload: { name: '  CI pipeline ', scope: 'read' } });
    expect(created.statusCode, created.body).toBe(201);
    const { key, apiKey } = created.json();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'CI pipeline', scope: 'read', prefix: key.slice(0, 9), lastUsedAt: null, revokedAt: null });

    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await app.inject({ method: 'GET', url: '/api/account/api-keys', headers: as(ada) });
    expect(list.json().keys).toEqual([apiKey]);
    expect(list.body).not.toContain(key);
  });

  it('lists only the account’s own keys, and revoking another account’s key is a 404', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(bob), payload: { name: 'Bob', scope: 'write' } });
    const bobsKey = created.json().apiKey.id as string;
    const adas = (await app.inject({ method: 'GET', url: '/api/account/api-keys', headers: as(ada) })).json().keys as Array<{ id: string }>;
    expect(adas.map((key) => key.id)).not.toContain(bobsKey);

    const stolen = await app.inject({ method: 'DELETE', url: `/api/account/api-keys/${bobsKey}`, headers: as(ada) });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const revoked = await app.inject({ method: 'DELETE', url: `/api/account/api-keys/${bobsKey}`, headers: as(bob) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).toEqual(expect.any(String));
    expect((await app.inject({ method: 'DELETE', url: `/api/account/api-keys/${bobsKey}`, headers: as(bob) })).statusCode).toBe(404);
  });

  it('refuses bad input with a message, and anyone signed out', async () => {
    const blank = await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(ada), payload: { name: '   ', scope: 'read' } });
    expect(blank.statusCode).toBe(400);
    const scope = await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(ada), payload: { name: 'x', scope: 'admin' } });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toMatch(/scope/);
    expect((await app.inject({ method: 'GET', url: '/api/account/api-keys' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/account/api-keys/not-a-uuid', headers: as(ada) })).statusCode).toBe(400);
  });

  it('does not accept an API key in place of a session', async () => {
    const { key } = (await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: as(ada), payload: { name: 'k', scope: 'write' } })).json();
    const response = await app.inject({ method: 'GET', url: '/api/account/api-keys', headers: as(key) });
    expect(response.statusCode).toBe(401);
  });
});
