import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeOneTimeToken,
  createAuthToken,
  createDatabase,
  createOneTimeToken,
  createUser,
  findUserByAuthToken,
  findUserByEmail,
  getSubscriptionStatus,
  revokeAuthToken,
  revokeUserAuthTokens,
  upsertSubscription,
  type Database,
} from '../src/index';

let database: Database;
const hour = 3_600_000;

beforeAll(async () => {
  database = await createDatabase();
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

async function newUser(email: string) {
  const user = await createUser(database.db, { name: 'Ada', email, passwordHash: 'x' });
  if (!user) throw new Error('user not created');
  return user;
}

describe('users', () => {
  it('refuses a second account for the same email and finds users case-insensitively', async () => {
    await newUser('ada@example.com');
    expect(await createUser(database.db, { name: 'Other', email: 'ada@example.com', passwordHash: 'y' })).toBeNull();
    expect((await findUserByEmail(database.db, 'ADA@example.com'))?.name).toBe('Ada');
  });

  it('rejects an email that was not lowercased', async () => {
    await expect(createUser(database.db, { name: 'Bob', email: 'Bob@example.com', passwordHash: 'x' })).rejects.toThrow();
  });
});

describe('auth tokens', () => {
  it('finds the user of a live token, but not of an expired or revoked one', async () => {
    const user = await newUser('tokens@example.com');
    await createAuthToken(database.db, { userId: user.id, tokenHash: 'live', expiresAt: new Date(Date.now() + hour) });
    await createAuthToken(database.db, { userId: user.id, tokenHash: 'old', expiresAt: new Date(Date.now() - 1) });
    expect((await findUserByAuthToken(database.db, 'live'))?.id).toBe(user.id);
    expect(await findUserByAuthToken(database.db, 'old')).toBeNull();
    await revokeAuthToken(database.db, 'live');
    expect(await findUserByAuthToken(database.db, 'live')).toBeNull();
  });

  it('revokes every token of a user', async () => {
    const user = await newUser('everywhere@example.com');
    for (const tokenHash of ['a1', 'a2']) await createAuthToken(database.db, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + hour) });
    await revokeUserAuthTokens(database.db, user.id);
    expect(await findUserByAuthToken(database.db, 'a1')).toBeNull();
    expect(await findUserByAuthToken(database.db, 'a2')).toBeNull();
  });
});

describe('one-time tokens', () => {
  it('can be used once, only for their purpose, and only before they expire', async () => {
    const user = await newUser('once@example.com');
    const expiresAt = new Date(Date.now() + hour);
    await createOneTimeToken(database.db, { userId: user.id, purpose: 'magic_link', tokenHash: 'm1', expiresAt });
    expect(await consumeOneTimeToken(database.db, { tokenHash: 'm1', purpose: 'password_reset' })).toBeNull();
    expect((await consumeOneTimeToken(database.db, { tokenHash: 'm1', purpose: 'magic_link' }))?.id).toBe(user.id);
    expect(await consumeOneTimeToken(database.db, { tokenHash: 'm1', purpose: 'magic_link' })).toBeNull();

    await createOneTimeToken(database.db, { userId: user.id, purpose: 'magic_link', tokenHash: 'm2', expiresAt });
    expect(await consumeOneTimeToken(database.db, { tokenHash: 'm2', purpose: 'magic_link' }, new Date(Date.now() + 2 * hour))).toBeNull();
  });
});

describe('subscriptions', () => {
  it('is inactive without a row, active while paid up, inactive once the period ended or it was cancelled', async () => {
    const user = await newUser('subscriber@example.com');
    expect(await getSubscriptionStatus(database.db, user.id)).toEqual({ isActive: false });
    await upsertSubscription(database.db, { userId: user.id, status: 'active', currentPeriodEnd: new Date(Date.now() + hour) });
    expect(await getSubscriptionStatus(database.db, user.id)).toEqual({ isActive: true });
    expect(await getSubscriptionStatus(database.db, user.id, new Date(Date.now() + 2 * hour))).toEqual({ isActive: false });
    await upsertSubscription(database.db, { userId: user.id, status: 'canceled', currentPeriodEnd: null });
    expect(await getSubscriptionStatus(database.db, user.id)).toEqual({ isActive: false });
  });
});

describe('client', () => {
  it('keeps data in DATA_DIR/pglite across reopening', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-db-'));
    try {
      const first = await createDatabase({ dataDir: dir });
      await first.migrate();
      await createUser(first.db, { name: 'Kept', email: 'kept@example.com', passwordHash: 'x' });
      await first.close();
      expect(existsSync(join(dir, 'pglite'))).toBe(true);
      const second = await createDatabase({ dataDir: dir });
      expect((await findUserByEmail(second.db, 'kept@example.com'))?.name).toBe('Kept');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
