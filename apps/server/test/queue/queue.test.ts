import { readFileSync } from 'node:fs';
import pino from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '@sightline/db';
import { createMailer } from '../../src/mail/mailer';
import { defineJob } from '../../src/queue/job';
import { createQueue, InvalidJobPayloadError, type Queue } from '../../src/queue/queue';

const handled: Array<{ n: number; attempt: number }> = [];
const attempts = new Map<number, number>();

// Fails the first time for odd numbers, so the retry path runs against real pg-boss on PGlite.
const flakyJob = defineJob({
  name: 'flaky-test-job',
  schema: Type.Object({ n: Type.Integer({ minimum: 0 }) }),
  queue: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
  async handle({ n }) {
    const attempt = (attempts.get(n) ?? 0) + 1;
    attempts.set(n, attempt);
    if (n % 2 === 1 && attempt === 1) throw new Error('transient failure');
    handled.push({ n, attempt });
  },
});

// Two at a time per process: each run waits until a second one is running (or 3 s pass).
let running = 0;
let mostAtOnce = 0;
const finished: number[] = [];
const pairedJob = defineJob({
  name: 'paired-test-job',
  schema: Type.Object({ n: Type.Integer() }),
  queue: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 30 },
  concurrency: () => 2,
  async handle({ n }) {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    const deadline = Date.now() + 3_000;
    while (mostAtOnce < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    running -= 1;
    finished.push(n);
  },
});

let database: Database;
let queue: Queue<readonly [typeof flakyJob, typeof pairedJob]>;

beforeAll(async () => {
  database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  const log = pino({ level: 'silent' });
  queue = await createQueue({
    connection: database.queueConnection,
    jobs: [flakyJob, pairedJob] as const,
    context: { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log },
    pollingIntervalSeconds: 0.5,
  });
  await queue.work();
});

afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function waitFor(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('queue', () => {
  it('runs a job in-process', async () => {
    await queue.send('flaky-test-job', { n: 2 });
    await waitFor(() => handled.some((job) => job.n === 2));
    expect(handled.find((job) => job.n === 2)).toEqual({ n: 2, attempt: 1 });
  });

  it('retries a job whose handler failed', async () => {
    await queue.send('flaky-test-job', { n: 3 });
    await waitFor(() => handled.some((job) => job.n === 3));
    expect(handled.find((job) => job.n === 3)).toEqual({ n: 3, attempt: 2 });
  });

  it('runs as many of a job at once as its concurrency says, and no more', async () => {
    for (const n of [1, 2, 3]) await queue.send('paired-test-job', { n });
    await waitFor(() => finished.length === 3);
    expect(mostAtOnce).toBe(2);
  });

  it('refuses a payload that does not match the job schema before queueing it', async () => {
    await expect(queue.send('flaky-test-job', { n: -1 })).rejects.toThrow(InvalidJobPayloadError);
    await expect(queue.send('flaky-test-job', { n: 'seven' } as never)).rejects.toThrow(/Invalid payload for job "flaky-test-job": \/n/);
  });
});
