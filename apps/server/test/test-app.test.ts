// Test apps reuse the databases of closed ones (helpers/test-app.ts): each must start as the
// migrated snapshot, whatever the app before it wrote or changed.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@sightline/db';
import { createAccount } from './helpers/accounts';
import { createTestApp } from './helpers/test-app';

/** Each test builds two apps, which can take a minute on a loaded machine (the server's hook timeout, not its test timeout). */
const TWO_APPS = 120_000;

const count = async (app: Awaited<ReturnType<typeof createTestApp>>, table: string) =>
  ((await app.db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

describe('a test app', () => {
  it('starts on empty tables after an app that wrote rows and queued jobs', async () => {
    const first = await createTestApp({}, { work: false });
    await createAccount(first, 'first@example.com');
    await first.queue.send('send-email', { to: 'first@example.com', subject: 'Hello', text: 'Hello' });
    expect(await count(first, 'users')).toBe(1);
    expect(await count(first, 'pgboss.job')).toBeGreaterThan(0);
    await first.close();

    const second = await createTestApp({}, { work: false });
    try {
      expect(await count(second, 'users')).toBe(0);
      expect(await count(second, 'pgboss.job')).toBe(0);
      // The same account again: nothing of the first one is left to conflict with.
      await createAccount(second, 'first@example.com');
      expect((await second.db.select({ email: users.email }).from(users)).map((row) => row.email)).toEqual(['first@example.com']);
    } finally {
      await second.close();
    }
  }, TWO_APPS);

  it('has every table of the snapshot after an app whose schema was changed', async () => {
    const first = await createTestApp({}, { work: false });
    await first.db.execute('ALTER TABLE users RENAME TO users_gone');
    await first.close();

    const second = await createTestApp({}, { work: false });
    try {
      expect(await count(second, 'users')).toBe(0);
      await expect(second.db.execute('select 1 from users_gone')).rejects.toThrow();
    } finally {
      await second.close();
    }
  }, TWO_APPS);
});
