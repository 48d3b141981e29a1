import { readFileSync } from 'node:fs';
import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '@sightline/db';
import { createMailer } from '../../src/mail/mailer';
import { defineJob, type LostReason } from '../../src/queue/job';
import { createQueue, type Queue } from '../../src/queue/queue';

// A handler that ignores its signal and never ends, on its only attempt, with a 3 s queue limit.
const signals = new Map<number, AbortSignal>();
const lost: Array<{ n: number; reason: LostReason }> = [];
let release: () => void = () => undefined;
const hung = new Promise<void>((resolve) => (release = resolve));
const hangingJob = defineJob({
  name: 'hanging-test-job',
  schema: Type.Object({ n: Type.Integer() }),
  queue: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 3 },
  async handle({ n }, _context, signal) {
    signals.set(n, signal);
    await hung;
  },
  async lost({ n }, _context, reason) {
    lost.push({ n, reason });
  },
});

let database: Database;
let queue: Queue<readonly [typeof hangingJob]>;

beforeAll(async () => {
  database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  const log = pino({ level: 'silent' });
  queue = await createQueue({ connection: database.queueConnection, jobs: [hangingJob] as const, context: { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log }, pollingIntervalSeconds: 0.5 });
  await queue.work();
});
afterAll(async () => {
  release();
  await queue.stop();
  await database.close();
});

describe('a job that runs past the queue limit on its last attempt', () => {
  it('has its signal aborted first, then is failed and reported lost as expired', async () => {
    const id = await queue.send('hanging-test-job', { n: 1 });
    const deadline = Date.now() + 10_000;
    while (lost.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lost).toEqual([{ n: 1, reason: 'expired' }]);
    expect(signals.get(1)?.aborted).toBe(true);
    const { rows } = await database.db.execute(`SELECT state FROM pgboss.job WHERE id = '${id}'`) as unknown as { rows: Array<{ state: string }> };
    expect(rows).toEqual([{ state: 'failed' }]);
  });
});
