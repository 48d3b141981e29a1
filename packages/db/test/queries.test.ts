import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@sightline/shared/report';
import {
  consumeOneTimeToken,
  createAuthToken,
  createDatabase,
  completeAnalysis,
  createAnalysis,
  createOneTimeToken,
  createUser,
  findPreviousCompletedAnalysis,
  findUserBranding,
  findUserByAuthToken,
  findUserByEmail,
  getSubscriptionStatus,
  grantEntitlement,
  listActiveEntitlements,
  revokeAuthToken,
  revokeUserAuthTokens,
  updateUserBranding,
  upsertSubscription,
  type Database,
} from '../src/index';

let database: Database;
const hour = 3_600_000;

const NO_SCORES = { overall: null, general: null, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null };
/** A report of a crawl that analysed no page: these queries never read inside it. */
const EMPTY_REPORT: Report = {
  schemaVersion: '1.0.0',
  requestedUrl: 'https://shop.test/',
  startedAt: '2026-01-01T12:00:00.000Z',
  finishedAt: '2026-01-01T12:01:00.000Z',
  options: { maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], devices: ['mobile'], screenshots: false, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 30_000, outputDir: null },
  scores: NO_SCORES,
  scoring: { formula: 'weighted mean', weights: { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
  site: { origin: 'https://shop.test', robotsTxt: { status: null, body: null }, sitemap: null, notFoundProbe: null },
  pages: [],
};

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

describe('entitlements', () => {
  it('lists the live features of any of the given accounts, and renews a feature granted again', async () => {
    const first = await newUser('entitled@example.com');
    const second = await newUser('entitled-too@example.com');
    expect(await listActiveEntitlements(database.db, [first.id])).toEqual([]);
    await grantEntitlement(database.db, { userId: first.id, feature: 'comprehensive', source: 'manual', expiresAt: null });
    await grantEntitlement(database.db, { userId: first.id, feature: 'detailed', source: 'manual', expiresAt: new Date(Date.now() - 1) });
    await grantEntitlement(database.db, { userId: second.id, feature: 'comprehensive', source: 'manual', expiresAt: null });
    expect(await listActiveEntitlements(database.db, [first.id, second.id])).toEqual(['comprehensive']);
    const renewed = await grantEntitlement(database.db, { userId: first.id, feature: 'detailed', source: 'sub_123', expiresAt: new Date(Date.now() + hour) });
    expect(renewed.source).toBe('sub_123');
    expect((await listActiveEntitlements(database.db, [first.id])).sort()).toEqual(['comprehensive', 'detailed']);
    expect(await listActiveEntitlements(database.db, [first.id], new Date(Date.now() + 2 * hour))).toEqual(['comprehensive']);
    expect(await listActiveEntitlements(database.db, [])).toEqual([]);
  });
});

describe('branding', () => {
  it('starts empty, is replaced whole, and is null for an unknown account', async () => {
    const user = await newUser('agency@example.com');
    expect(await findUserBranding(database.db, user.id)).toEqual({ name: null, logoDataUrl: null, accentColor: null });
    const branding = { name: 'Acme Agency', logoDataUrl: 'data:image/png;base64,iVBORw0KGgo=', accentColor: '#112233' };
    expect(await updateUserBranding(database.db, user.id, branding)).toEqual(branding);
    expect(await updateUserBranding(database.db, user.id, { ...branding, logoDataUrl: null })).toEqual({ ...branding, logoDataUrl: null });
    expect(await findUserBranding(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('previous completed analysis', () => {
  const request = { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };
  const finish = (id: string) => completeAnalysis(database.db, id, { report: EMPTY_REPORT, scores: { overall: 50 }, pagesDone: 1 });

  it('is the latest earlier completed analysis of the domain by the same browser or account', async () => {
    const user = await newUser('history@example.com');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const make = async (input: { domain?: string; ownerKeyHash: string | null; userId: string | null; analysisTypes?: string[] }, minutes: number) => {
      const analysisRequest = input.analysisTypes ? { ...request, analysisTypes: input.analysisTypes } : request;
      const row = await createAnalysis(database.db, { domain: input.domain ?? 'shop.test', request: analysisRequest, ipHash: 'ip', ownerKeyHash: input.ownerKeyHash, userId: input.userId });
      // createdAt orders the history; set it explicitly so the test does not depend on timing.
      await database.db.execute(sql`update analyses set created_at = ${at(minutes).toISOString()} where id = ${row.id}`);
      return { ...row, createdAt: at(minutes) };
    };
    const oldest = await make({ ownerKeyHash: 'browser', userId: null }, 0);
    await finish(oldest.id);
    const otherOwner = await make({ ownerKeyHash: 'someone-else', userId: null }, 1);
    await finish(otherOwner.id);
    const otherDomain = await make({ domain: 'other.test', ownerKeyHash: 'browser', userId: null }, 2);
    await finish(otherDomain.id);
    const byAccount = await make({ ownerKeyHash: 'another-browser', userId: user.id }, 3);
    await finish(byAccount.id);
    const unfinished = await make({ ownerKeyHash: 'browser', userId: null }, 4);
    const siteCheck = await make({ ownerKeyHash: 'browser', userId: user.id, analysisTypes: ['DECEPTIVE_DESIGN'] }, 4);
    await finish(siteCheck.id);
    const current = await make({ ownerKeyHash: 'browser', userId: user.id }, 5);

    expect((await findPreviousCompletedAnalysis(database.db, current))?.id).toBe(byAccount.id);
    expect((await findPreviousCompletedAnalysis(database.db, { ...current, userId: null }))?.id).toBe(oldest.id);
    expect(await findPreviousCompletedAnalysis(database.db, oldest)).toBeNull();
    expect(unfinished.status).toBe('queued');
    expect(await findPreviousCompletedAnalysis(database.db, { ...current, ownerKeyHash: null, userId: null })).toBeNull();
    // The same types in another order are the same analysis; other types are not.
    const reordered = await make({ ownerKeyHash: 'browser', userId: null, analysisTypes: ['SOCIAL', 'GENERAL'] }, 6);
    await finish(reordered.id);
    const later = await make({ ownerKeyHash: 'browser', userId: null, analysisTypes: ['GENERAL', 'SOCIAL'] }, 7);
    expect((await findPreviousCompletedAnalysis(database.db, later))?.id).toBe(reordered.id);
    expect((await findPreviousCompletedAnalysis(database.db, { ...later, request: { ...later.request, analysisTypes: ['DECEPTIVE_DESIGN'] } }))?.id).toBe(siteCheck.id);
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
