import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '@sightline/db';
import { jobs } from '../../src/jobs';
import { createQueue } from '../../src/queue/queue';
import { createMailer } from '../../src/mail/mailer';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    migratedDataDir: string;
  }
}

// Creating and migrating a PGlite takes seconds; restoring this snapshot takes a fraction of one.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-server-test-'));
  const database = await createDatabase();
  if (database.kind !== 'pglite') throw new Error('tests expect PGlite');
  await database.migrate();
  const log = pino({ level: 'silent' });
  const queue = await createQueue({ connection: database.queueConnection, jobs, context: { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log } });
  await queue.stop();
  const file = join(dir, 'snapshot.tar');
  const snapshot = await database.dump();
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  // The same database as a DATA_DIR, for the servers that tests start as processes of their own
  // (helpers/child-processes.ts migratedDataDir): a fresh one cost each first start 12 CPU seconds.
  const dataDir = join(dir, 'data-dir');
  await (await createDatabase({ dataDir, snapshot })).close();
  project.provide('migratedDataDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
