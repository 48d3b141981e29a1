import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase, type Database } from '@sightline/db';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadBillingConfig, type BillingConfig } from '../../src/billing/config';
import { loadConfig, type Config } from '../../src/config';

let snapshot: Blob | undefined;

/**
 * Every relation, column, function and trigger outside the system schemas, and pg-boss's queue
 * settings: what emptying the tables does not put back, so a database that differs here from the
 * snapshot is not used again.
 */
const SCHEMA_FINGERPRINT = sql.raw(`
  select md5(string_agg(entry, E'\\n' order by entry)) as fingerprint from (
    select format('%s.%s %s (%s)', n.nspname, c.relname, c.relkind,
      (select string_agg(format('%s %s %s', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull), ', ' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)) as entry
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select format('%s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all select format('trigger %s on %s %s', t.tgname, t.tgrelid::regclass, t.tgenabled) from pg_trigger t where not t.tgisinternal
    union all select (to_jsonb(q) - 'created_on' - 'updated_on')::text from pgboss.queue q
  ) entries`);

/** The snapshot's fingerprint and the tables that hold its data (all but pg-boss's version and queue settings). */
let pristine: Promise<{ fingerprint: string; emptyTables: string }> | undefined;

/** Databases of closed test apps, emptied, for the next test app in this worker. */
const idle: Database[] = [];

async function fingerprint(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(SCHEMA_FINGERPRINT)) as unknown as { rows: Array<{ fingerprint: string }> };
  return rows[0]!.fingerprint;
}

/**
 * A database restored from the migrated snapshot, or one a closed test app left, emptied again:
 * restoring the 42 MB snapshot costs over a second of CPU, emptying the tables a small part of that.
 * Closing it (the app does) empties it and keeps it for the next one, unless its schema no longer
 * is the snapshot's (a test renamed a table) or emptying it fails; then it is closed for good.
 */
async function snapshotDatabase(): Promise<Database> {
  let database = idle.pop();
  if (!database) {
    snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
    database = await createDatabase({ snapshot });
    const opened = database;
    pristine ??= (async () => {
      const { rows } = (await opened.db.execute(
        sql`select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname in ('public', 'pgboss') and (schemaname, tablename) not in (('pgboss', 'version'), ('pgboss', 'queue'))`,
      )) as unknown as { rows: Array<{ tables: string }> };
      return { fingerprint: await fingerprint(opened), emptyTables: rows[0]!.tables };
    })();
    await pristine;
  }
  const own = database;
  return {
    ...own,
    async close() {
      try {
        const { fingerprint: expected, emptyTables } = await pristine!;
        if ((await fingerprint(own)) !== expected) throw new Error('schema changed');
        await own.db.execute(sql.raw(`truncate ${emptyTables} restart identity cascade`));
        await own.db.execute(sql`discard all`);
        idle.push(own);
      } catch {
        await own.close();
      }
    },
  };
}

/** A config as the server would load it from an empty environment, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}, tmpdir()), ...overrides };
}

/** Billing as STRIPE_* variables would configure it: one plan unless STRIPE_PLANS says otherwise. */
export function testBilling(env: Record<string, string> = {}): BillingConfig {
  const problems: string[] = [];
  const plans = [{ id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_pro', price: '€29 / month', unlocks: ['comprehensive', 'detailed', 'whitelabel'] }];
  const billing = loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123', STRIPE_PLANS: JSON.stringify(plans), ...env }, problems);
  if (billing === null) throw new Error(problems.join('\n'));
  return billing;
}

/** Log lines the app wrote, parsed from pino's JSON. */
export class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown> & { msg?: string }> = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void) {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') this.lines.push(JSON.parse(line));
    callback();
  }
  messages(): string[] {
    return this.lines.map((line) => line.msg ?? '');
  }
}

/** An app on an in-memory PGlite as the migrated snapshot has it (snapshotDatabase), with no web build. */
export async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions & { logs?: LogCapture } = {}): Promise<App> {
  const { logs, ...appOptions } = options;
  return buildApp(testConfig(overrides), {
    database: appOptions.database ?? (await snapshotDatabase()),
    webDistDir: join(tmpdir(), 'sightline-no-web-build'),
    queuePollingIntervalSeconds: 0.5,
    logger: logs ? { level: 'info', stream: logs } : false,
    ...appOptions,
  });
}
