import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Type } from 'typebox';
import { createDatabase } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import { buildApp, type App } from '../src/app';
import { createMailer } from '../src/mail/mailer';
import { defineJob } from '../src/queue/job';
import { createQueue } from '../src/queue/queue';
import { createTestDatabase, startNode, waitUntil, type Child } from './helpers/child-processes';
import { startFixtureSite } from './helpers/fixture-site';
import { testConfig } from './helpers/test-app';

// Several processes on one Postgres, as in production: a web-only server (this process) queues the
// analysis, the worker command runs it and is killed mid-run, and a second worker started after
// that picks the orphaned job up through its lease and finishes it.
const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL'], saveScreenshots: true };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: App;
const workers: Child[] = [];

beforeAll(async () => {
  site = await startFixtureSite();
  database = await createTestDatabase('sightline_recovery');
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-recovery-pg-'));
  app = await buildApp(
    testConfig({ databaseUrl: database.url, dataDir, allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), secret: 'test-secret-0123456789' }),
    { work: false, logger: false, webDistDir: join(tmpdir(), 'sightline-no-web-build') },
  );
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()));
  await app?.close();
  await database?.drop();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startWorker(): Child {
  const worker = startNode(['apps/server/bin/worker.js'], {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: `MAP shop.test 127.0.0.1:${site.port}`,
    SIGHTLINE_SECRET: 'test-secret-0123456789',
  });
  workers.push(worker);
  return worker;
}

describe('a worker killed in the middle of an analysis (Postgres)', () => {
  it('has its job re-queued and finished by another worker', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY });
    expect(started.statusCode).toBe(200);
    const id: string = started.json().syntheticId;
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const status = async () => (await app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: { cookie } })).json().analysis;

    const first = startWorker();
    const running = await waitUntil(status, (analysis) => analysis.status === 'running', 90_000, (analysis) => `analysis ${analysis?.status}; worker said: ${first.output()}`);
    expect(running.attempts).toBe(1);
    await first.kill();
    // Nothing runs it now: a killed worker does not finish its job.
    expect((await status()).status).toBe('running');

    const second = startWorker();
    const done = await waitUntil(status, (analysis) => analysis.status !== 'running' && analysis.status !== 'queued', 120_000, (analysis) => `analysis ${analysis?.status}; worker said: ${second.output()}`);
    expect(done).toMatchObject({ status: 'completed', attempts: 2, pagesDone: 1, error: null });
    const report = await app.inject({ method: 'GET', url: `/api/analyses/${id}/report`, headers: { cookie } });
    expect(report.statusCode).toBe(200);
    expect(report.json().report.requestedUrl).toBe('http://shop.test/');

    // The surviving worker stops cleanly on SIGTERM.
    expect(await second.stop()).toBe(0);
  }, 300_000);
});

describe('a worker that is alive (Postgres)', () => {
  it('keeps its long job: other workers sweeping for orphans leave it alone', async () => {
    // Longer than the grace plus a sweep (shortened here from 10 s and 5 s), so other workers look at it while it runs.
    const orphans = { graceSeconds: 2, scanIntervalMs: 500 };
    const runs: number[] = [];
    const slowJob = defineJob({
      name: 'slow-test-job',
      schema: Type.Object({ n: Type.Integer() }),
      queue: { retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 600 },
      async handle({ n }) {
        runs.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      },
    });
    const db = await createDatabase({ databaseUrl: database.url });
    const log = pino({ level: 'silent' });
    const context = { db: db.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log };
    // Two workers in one process still use separate Postgres sessions, as two processes would.
    const running = await createQueue({ connection: db.queueConnection, jobs: [slowJob] as const, context, pollingIntervalSeconds: 0.5, orphans });
    await running.work();
    await running.send('slow-test-job', { n: 7 });
    await waitUntil(async () => runs.length, (count) => count === 1, 10_000, () => 'the job never started');
    const sweeping = await createQueue({ connection: db.queueConnection, jobs: [slowJob] as const, context, pollingIntervalSeconds: 0.5, orphans });
    await sweeping.work();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(runs).toEqual([7]);
    await Promise.all([running.stop(), sweeping.stop()]);
    await db.close();
  }, 60_000);
});
