// `npm run bench:scale [-- --analyses N] [-- --workers 1,2,4]`: analyses per minute on Postgres with
// 1, 2 and 4 `sightline worker` processes, and what the queue does when a worker is killed.
//
// The topology is production's: a web-only server (this process, `work: false`) takes
// `POST /api/proxy/v1/crawl` and queues `analyze-site` jobs; separate worker processes run them.
// Everything lives in a database created for this run (dropped at the end) on the local Postgres
// (SIGHTLINE_TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test). The target is a
// one-page site on 127.0.0.1; each analysis is one page of GENERAL only, so the figures measure
// the queue and the per-analysis cost of a browser, not the audits.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseHostRules } from '@sightline/shared/net';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, startNode, type Child } from '../test/helpers/child-processes';
import { startFixtureSite } from '../test/helpers/fixture-site';
import { mb, treePss } from './bench-process-tree';

const { values: flags } = parseArgs({
  options: { analyses: { type: 'string', default: '200' }, workers: { type: 'string', default: '1,2,4' }, 'skip-kill': { type: 'boolean', default: false } },
});
const ANALYSES = Number(flags.analyses);
const WORKER_COUNTS = flags.workers.split(',').map(Number);
if (!Number.isInteger(ANALYSES) || ANALYSES < 1 || WORKER_COUNTS.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('usage: bench-scale [--analyses N] [--workers 1,2,4] [--skip-kill]');
  process.exit(2);
}
const HOST = 'scale-shop.test';
const SECRET = 'bench-scale-secret-0123456789';
const BODY = { startUrls: [HOST], maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };
/** Worst case before a run is declared stuck: far beyond one-page analyses on a busy machine. */
const RUN_TIMEOUT_MS = 60 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const load = () => loadavg()[0]!.toFixed(1);

const site = await startFixtureSite();
const database = await createTestDatabase('sightline_bench');
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-scale-'));
const sql = new pg.Client({ connectionString: database.url });
let app: App | undefined;
const workers = new Set<Child>();

function startWorker(): Promise<Child> {
  const worker = startNode(['apps/server/bin/worker.js'], {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: `MAP ${HOST} 127.0.0.1:${site.port}`,
    SIGHTLINE_SECRET: SECRET,
  });
  workers.add(worker);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (worker.output().includes('Sightline worker is waiting for jobs')) {
        clearInterval(timer);
        resolve(worker);
      } else if (worker.process.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`a worker exited at start:\n${worker.output()}`));
      }
    }, 50);
  });
}

async function stopWorkers() {
  await Promise.all([...workers].map((worker) => worker.stop()));
  workers.clear();
}

/**
 * Submits through the real route, four at a time, each analysis from its own client address so no
 * per-IP limit applies. On a machine this busy the route's reachability check (5 s per attempt)
 * can time out against the fixture site; such a submission is sent again, and counted.
 */
async function submit(count: number, batch: number): Promise<{ ids: string[]; resent: number }> {
  const ids: string[] = [];
  let resent = 0;
  for (let start = 0; start < count; start += 4) {
    const slice = Array.from({ length: Math.min(4, count - start) }, (_, offset) => start + offset);
    ids.push(
      ...(await Promise.all(
        slice.map(async (index) => {
          // 198.18.0.0/15 is reserved for benchmarks: never a real client.
          const remoteAddress = `198.18.${batch * 4 + Math.floor(index / 250)}.${(index % 250) + 1}`;
          for (let attempt = 1; ; attempt++) {
            const response = await app!.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY, remoteAddress });
            if (response.statusCode === 200) return response.json<{ syntheticId: string }>().syntheticId;
            if (response.statusCode !== 422 || attempt === 5) throw new Error(`POST /api/proxy/v1/crawl answered ${response.statusCode}: ${response.body}`);
            resent++;
            await sleep(1000);
          }
        }),
      )),
    );
  }
  return { ids, resent };
}

interface Counts {
  queued: number;
  running: number;
  completed: number;
  failed: number;
}

async function counts(ids: string[]): Promise<Counts> {
  const { rows } = await sql.query<{ status: keyof Counts; n: string }>('SELECT status, count(*) AS n FROM analyses WHERE id = ANY($1::uuid[]) GROUP BY status', [ids]);
  const result: Counts = { queued: 0, running: 0, completed: 0, failed: 0 };
  for (const row of rows) result[row.status] = Number(row.n);
  return result;
}

async function waitForAll(ids: string[], onTick?: (current: Counts) => Promise<void>): Promise<Counts> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  for (;;) {
    const current = await counts(ids);
    if (current.completed + current.failed === ids.length || Date.now() > deadline) return current;
    await onTick?.(current);
    await sleep(250);
  }
}

async function connections(): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()');
  return Number(rows[0]!.n);
}

/** Peak PSS of any one worker's process tree (node + its Chromium) and peak database connections. */
function sampleResources() {
  const peak = { workerKb: 0, connections: 0 };
  let sampling: Promise<void> | null = null;
  const timer = setInterval(() => {
    for (const { kb } of treePss([...workers].map((worker) => worker.process.pid!))) peak.workerKb = Math.max(peak.workerKb, kb);
    sampling ??= connections()
      .then((count) => void (peak.connections = Math.max(peak.connections, count)))
      .catch(() => undefined)
      .finally(() => (sampling = null));
  }, 1000);
  return {
    peak,
    async stop() {
      clearInterval(timer);
      await sampling;
    },
  };
}

interface Throughput {
  resent: number;
  workers: number;
  perMinute: number;
  seconds: number;
  counts: Counts;
  load: string;
  workerPeakKb: number;
  peakConnections: number;
}

async function measure(workerCount: number, batch: number): Promise<Throughput> {
  await Promise.all(Array.from({ length: workerCount }, () => startWorker()));
  const resources = sampleResources();
  const t0 = Date.now();
  let submitted: Awaited<ReturnType<typeof submit>>;
  let final: Counts;
  try {
    submitted = await submit(ANALYSES, batch);
    final = await waitForAll(submitted.ids);
  } finally {
    await resources.stop();
  }
  const elapsed = Date.now() - t0;
  const loadThen = load();
  await stopWorkers();
  return {
    resent: submitted.resent,
    workers: workerCount,
    perMinute: final.completed / (elapsed / 60_000),
    seconds: elapsed / 1000,
    counts: final,
    load: loadThen,
    workerPeakKb: resources.peak.workerKb,
    peakConnections: resources.peak.connections,
  };
}

/** Two workers; one is killed (SIGKILL to it and its Chromium) a quarter of the way in and started again at once. */
async function killAndRestart(batch: number) {
  const [victim] = await Promise.all([startWorker(), startWorker()]);
  const { ids } = await submit(ANALYSES, batch);
  await waitForAll(ids, async (current) => {
    if (current.completed < Math.max(1, Math.floor(ANALYSES / 4))) return;
    throw Object.assign(new Error('quarter'), { quarter: true });
  }).catch((error: { quarter?: boolean }) => {
    if (!error.quarter) throw error;
  });
  const { rows: activeBefore } = await sql.query<{ id: string }>(`SELECT id FROM pgboss.job WHERE name = 'analyze-site' AND state = 'active'`);
  const killedAt = Date.now();
  await victim!.kill();
  workers.delete(victim!);
  const restartStarted = Date.now();
  await startWorker();
  const restartedIn = Date.now() - restartStarted;

  // The orphan is the killed worker's job: active, not finished, and its attempt count goes up.
  let requeuedAt: number | null = null;
  const final = await waitForAll(ids, async () => {
    if (requeuedAt !== null) return;
    const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job WHERE id = ANY($1::uuid[]) AND retry_count > 0`, [activeBefore.map((row) => row.id)]);
    if (Number(rows[0]!.n) > 0) requeuedAt = Date.now();
  });
  const { rows: retried } = await sql.query<{ id: string; state: string; started_on: Date | null; retry_count: number }>(
    `SELECT id, state, started_on, retry_count FROM pgboss.job WHERE name = 'analyze-site' AND data->>'analysisId' = ANY($1::text[]) AND retry_count > 0`,
    [ids],
  );
  const { rows: attempts } = await sql.query<{ attempts: number; n: string }>('SELECT attempts, count(*) AS n FROM analyses WHERE id = ANY($1::uuid[]) GROUP BY attempts ORDER BY attempts', [ids]);
  await stopWorkers();
  return { activeBefore: activeBefore.length, killedAt, restartedIn, requeuedAt: requeuedAt as number | null, retried, final, attempts };
}

try {
  await sql.connect();
  app = await buildApp(
    {
      ...loadConfig({}, tmpdir()),
      databaseUrl: database.url,
      dataDir,
      allowPrivateTargets: true,
      hostRules: parseHostRules(`MAP ${HOST} 127.0.0.1:${site.port}`),
      secret: SECRET,
    },
    { work: false, logger: false, webDistDir: join(tmpdir(), 'sightline-no-web-build') },
  );
  console.log(`Postgres database ${new URL(database.url).pathname.slice(1)}; ${ANALYSES} analyses per configuration of ${JSON.stringify(BODY)}; load average at start ${load()} on 2 cores.`);
  console.log(`Database connections with only the web-only server up (this process, and the bench's own): ${await connections()}`);

  const results: Throughput[] = [];
  for (const [index, workerCount] of WORKER_COUNTS.entries()) {
    const result = await measure(workerCount, index);
    results.push(result);
    console.log(
      `${workerCount} worker${workerCount === 1 ? ' ' : 's'}: ${result.perMinute.toFixed(1)} analyses/min (${result.counts.completed} completed, ${result.counts.failed} failed, ${result.counts.running + result.counts.queued} unfinished, in ${seconds(result.seconds * 1000)} s; load average ${result.load}); one worker peaked at ${mb(result.workerPeakKb)} PSS with its Chromium; ${result.peakConnections} database connections at most${result.resent ? `; ${result.resent} submissions sent again after a reachability timeout` : ''}`,
    );
  }
  const base = results.find((result) => result.workers === 1) ?? results[0]!;
  console.log('\nworkers  analyses/min  ratio to 1 worker');
  for (const result of results) console.log(`${String(result.workers).padStart(7)}  ${result.perMinute.toFixed(1).padStart(12)}  ${(result.perMinute / base.perMinute).toFixed(2).padStart(17)}`);

  if (!flags['skip-kill']) {
    console.log(`\nKill test: 2 workers, ${ANALYSES} analyses; SIGKILL one worker (and its Chromium) once a quarter are done, start a new one at once.`);
    const kill = await killAndRestart(WORKER_COUNTS.length);
    const pickedUp = kill.retried.map((job) => (job.started_on ? job.started_on.getTime() - kill.killedAt : null)).filter((ms): ms is number => ms !== null);
    console.log(`  jobs active when killed: ${kill.activeBefore} (one per busy worker); replacement worker ready in ${seconds(kill.restartedIn)} s`);
    console.log(`  jobs re-queued: ${kill.retried.length}${kill.requeuedAt ? ` (seen by this script's polling ${seconds(kill.requeuedAt - kill.killedAt)} s after the kill)` : ''}`);
    if (pickedUp.length) console.log(`  picked up again by a worker ${pickedUp.map((ms) => `${seconds(ms)} s`).join(', ')} after the kill (the job's started_on)`);
    console.log(`  attempts per analysis: ${kill.attempts.map((row) => `${row.n} × ${row.attempts}`).join(', ')}`);
    console.log(`  end: ${kill.final.completed} of ${ANALYSES} completed, ${kill.final.failed} failed, ${kill.final.running + kill.final.queued} unfinished`);
    if (kill.final.completed !== ANALYSES) process.exitCode = 1;
  }
  if (results.some((result) => result.counts.completed !== ANALYSES)) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const worker of workers) console.error(`worker output:\n${worker.output().slice(-4000)}`);
  process.exitCode = 1;
} finally {
  await Promise.all([...workers].map((worker) => worker.kill()));
  await app?.close();
  await sql.end().catch(() => undefined);
  await database.drop();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
