// The one place that chooses the database: PGlite embedded in the process by default, Postgres
// (node-postgres) when a DATABASE_URL is given. Everything else sees a `Db` and never branches.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './database';
import * as schema from './schema';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DatabaseOptions {
  /** Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Directory holding PGlite's data (`<dataDir>/pglite`); in memory when omitted. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start PGlite from (tests restore a migrated snapshot). */
  snapshot?: Blob;
}

/** How pg-boss reaches the same database: a SQL executor on PGlite, a connection string on Postgres. */
export type QueueConnection =
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }
  | { connectionString: string };

interface DatabaseBase {
  db: Db;
  queueConnection: QueueConnection;
  /** Applies pending migrations; cheap when there are none. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type Database =
  | (DatabaseBase & { kind: 'postgres' })
  | (DatabaseBase & {
      kind: 'pglite';
      /** The data directory as a tarball; restoring it is ~10x faster than migrating anew (tests). */
      dump(): Promise<Blob>;
    });

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl);
  return createPglite(options);
}

function createPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    queueConnection: { connectionString },
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function createPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir !== undefined) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.snapshot });
  oneStatementPerTurn(client);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    queueConnection: {
      db: {
        // pg-boss sends multi-statement scripts without parameters (its own migrations); only
        // exec() accepts those, and pg-boss wants the result of the last statement.
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        },
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite runs every statement synchronously on this thread, and since libuv accepts one connection
 * per turn of the event loop, a turn that ran every queued statement left new connections waiting
 * in the listen queue: under 200 concurrent answer saves, for up to 25 s. Here the statements sent
 * with query() or transaction() (a transaction counts as one) run one after the other, each from a
 * turn of its own, so the loop polls for connections and requests between any two of them. PGlite
 * ran them one at a time anyway.
 */
function oneStatementPerTurn(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const queued =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = last.then(nextTurn).then(() => run(...args));
      last = result.catch(() => undefined);
      return result;
    };
  client.query = queued(client.query.bind(client)) as PGlite['query'];
  client.transaction = queued(client.transaction.bind(client)) as PGlite['transaction'];
}
