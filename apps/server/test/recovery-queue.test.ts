import { readFileSync } from 'node:fs';
import pino from 'pino';
import { Type } from 'typebox';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '@sightline/db';
import { createMailer } from '../src/mail/mailer';
import { defineJob } from '../src/queue/job';
import { createQueue } from '../src/queue/queue';

// What a crash leaves behind on the embedded database: a job row still `active`, with no process
// running it. The row is put in that state by hand, exactly as pg-boss's fetch leaves it, and a
// queue then starts on the database as a restarted server would.
const handled: number[] = [];
const lost: number[] = [];
const crashJob = defineJob({
  name: 'crash-test-job',
  schema: Type.Object({ n: Type.Integer() }),
  queue: { retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 600 },
  async handle({ n }) {
    handled.push(n);
  },
  async lost({ n }) {
    lost.push(n);
  },
});

const log = pino({ level: 'silent' });
let database: Database;
let stop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stop?.();
  await database.close();
});

async function crashedWhileRunning(n: number, attemptsLeft: boolean) {
  database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  const context = { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log };
  const sender = await createQueue({ connection: database.queueConnection, jobs: [crashJob] as const, context });
  const id = await sender.send('crash-test-job', { n });
  await sender.stop();
  const sql = (database.queueConnection as { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }).db;
  await sql.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute', retry_count = $2 WHERE id = $1`, [id, attemptsLeft ? 0 : 1]);

  const restarted = await createQueue({ connection: database.queueConnection, jobs: [crashJob] as const, context, pollingIntervalSeconds: 0.5 });
  stop = () => restarted.stop();
  await restarted.work();
  return { id, sql };
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a job interrupted by a crash (PGlite)', () => {
  it('is put back in the queue when the queue starts, and runs', async () => {
    await crashedWhileRunning(1, true);
    await waitFor(() => handled.includes(1));
    expect(lost).not.toContain(1);
  });

  it('is given up, and its job told so, when that was its last attempt', async () => {
    const { id, sql } = await crashedWhileRunning(2, false);
    await waitFor(() => lost.includes(2));
    const { rows } = await sql.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    expect(rows).toEqual([{ state: 'failed' }]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(handled).not.toContain(2);
  });
});
