import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrationsFolder } from '@sightline/db';
import { jobs } from '../../src/jobs';
import { createQueue } from '../../src/queue/queue';
import { createMailer } from '../../src/mail/mailer';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    migratedDataDir: string;
  }
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const CACHE = join(root, 'node_modules/.cache/sightline-server-test');

/**
 * What the migrated database depends on, as for the e2e suite's (apps/web/e2e/server-process.mjs):
 * the migrations and the versions of PGlite (its data directory's format) and pg-boss (its tables).
 * Every app the tests build reconciles its queues at start (queue/queue.ts), so they are not part of it.
 */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`${file.slice(migrationsFolder.length)}\0`).update(readFileSync(file));
  for (const name of ['@electric-sql/pglite', 'pg-boss']) hash.update(`${name}@${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** One migrated PGlite (app tables + pg-boss's) as a dumpDataDir() tarball and as a DATA_DIR, in `dir`. */
async function makeSnapshot(dir: string): Promise<void> {
  const database = await createDatabase();
  if (database.kind !== 'pglite') throw new Error('tests expect PGlite');
  await database.migrate();
  const log = pino({ level: 'silent' });
  const queue = await createQueue({ connection: database.queueConnection, jobs, context: { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log } });
  await queue.stop();
  const snapshot = await database.dump();
  writeFileSync(join(dir, 'snapshot.tar'), Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  // The same database as a DATA_DIR, for the servers that tests start as processes of their own
  // (helpers/child-processes.ts migratedDataDir): a fresh one cost each first start 12 CPU seconds.
  await (await createDatabase({ dataDir: join(dir, 'data-dir'), snapshot })).close();
}

// Creating and migrating a PGlite took 13 of the setup's 15 CPU seconds; restoring this snapshot
// takes a fraction of one. Made once per migrations and kept under node_modules/.cache; the tests
// only read it (restored or copied).
export default async function setup(project: TestProject) {
  mkdirSync(CACHE, { recursive: true });
  const target = join(CACHE, snapshotKey());
  if (!existsSync(target)) {
    const making = mkdtempSync(join(CACHE, 'making-'));
    try {
      await makeSnapshot(making);
      renameSync(making, target);
    } catch (error) {
      // Another run made it meanwhile: theirs is as good.
      if (!existsSync(target)) throw error;
    } finally {
      rmSync(making, { recursive: true, force: true });
    }
    // Those of earlier migrations are of no more use.
    for (const old of readdirSync(CACHE)) if (join(CACHE, old) !== target && !old.startsWith('making-')) rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  project.provide('pgliteSnapshot', join(target, 'snapshot.tar'));
  project.provide('migratedDataDir', join(target, 'data-dir'));
}
