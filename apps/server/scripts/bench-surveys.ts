// `npm run bench:surveys [-- --responses 100000] [-- --runs 7] [-- --restarts 3] [-- --export-runs 3] [-- --databases pglite,postgres]`:
// how fast the owner's survey reads are on a survey with many answers. 100,000 complete responses
// to the 20-question survey of bench-survey-fixture.ts are written straight into the database in
// batches (a few thousand responses per statement; the HTTP path of answers is bench:survey-answers)
// and sealed into blocks as the server seals them while answers arrive (answer-store.ts's
// sealSurveyAnswers: a block per BLOCK_SIZE complete responses; timed and printed apart),
// (a) in the embedded PGlite of a fresh DATA_DIR, and (b) in a database created for this run on
// the local Postgres (SIGHTLINE_TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test;
// dropped at the end), when it answers. Then the real app, listening on 127.0.0.1, is timed:
// GET results (no filter, and with an answer filter), GET crosstab of two choice questions: the
// first read, cached reads, the first read after new answers, after a restart (a new app on the
// same database, so only what the database keeps survives), after a new published version (a
// question added, one reworded) and after a deletion (the deleted response is left out of the
// block that holds it). Each read prints the load average beside it, and the peak RSS of this
// process (server and client) over all the reads is printed. Then the CSV and XLSX exports (with
// the peak RSS of this process while each downloads, and its size).
// Prints the median and the 95th percentile of the runs per endpoint and database, side by side.
// BENCH_LOG=1 prints the app's log (info), e.g. the blocks sealed as answers arrive.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database, type Db } from '@sightline/db';
import { buildApp } from '../src/app';
import { sealSurveyAnswers } from '../src/surveys/answer-store';
import { loadConfig } from '../src/config';
import { createTestDatabase, TEST_POSTGRES_URL, testPostgresReachable } from '../test/helpers/child-processes';
import { BENCH_SURVEY, respondent, seededRandom } from './bench-survey-fixture';

const { values: flags } = parseArgs({
  options: {
    responses: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
    'export-runs': { type: 'string', default: '3' },
    databases: { type: 'string', default: 'pglite,postgres' },
    'new-answers': { type: 'string', default: '10' },
    restarts: { type: 'string', default: '3' },
  },
});
const RESPONSES = Number(flags.responses);
const RUNS = Number(flags.runs);
const EXPORT_RUNS = Number(flags['export-runs']);
const DATABASES = flags.databases.split(',');
/** Complete responses saved (through the answer endpoint) before each read "after new answers". */
const NEW_ANSWERS = Number(flags['new-answers']);
/** Restarts, and new published versions, each followed by one read of each endpoint. */
const RESTARTS = Number(flags.restarts);
const GOAL_MS = 1000;
/** Responses per insert statement (their answers go in one more). */
const BATCH = 2500;
/** Answers were given over the last 90 days. */
const SPREAD_MS = 90 * 86_400_000;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Writes `count` complete responses with their answers, a batch per pair of statements (rows as one JSON parameter). */
async function seed(db: Db, surveyId: string, versionId: string, count: number): Promise<void> {
  const random = seededRandom(42);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const responses: unknown[] = [];
    const answers: unknown[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index++) {
      const id = randomUUID();
      const { answers: given, shown } = respondent(random);
      const startedAt = now - Math.floor(random() * SPREAD_MS);
      const completedAt = new Date(startedAt + 30_000 + Math.floor(random() * 600_000)).toISOString();
      responses.push({ id, key: randomUUID(), source: random() < 0.2 ? 'widget' : 'page', shown, ip: `bench-${index % 5000}`, started: new Date(startedAt).toISOString(), completed: completedAt });
      for (const [questionId, value] of Object.entries(given)) answers.push({ r: id, q: questionId, v: value });
    }
    await db.execute(sql`insert into survey_responses (id, survey_id, version_id, response_key, status, source, shown_question_ids, ip_hash, started_at, updated_at, completed_at)
      select r.id, ${surveyId}, ${versionId}, r.key, 'complete', r.source, r.shown, r.ip, r.started, r.completed, r.completed
      from jsonb_to_recordset(${JSON.stringify(responses)}::jsonb) as r(id uuid, key uuid, source text, shown text[], ip text, started timestamptz, completed timestamptz)`);
    await db.execute(sql`insert into survey_answers (response_id, survey_id, question_id, value)
      select a.r, ${surveyId}, a.q, a.v from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as a(r uuid, q text, v jsonb)`);
  }
}

interface Timing {
  endpoint: string;
  runs: number[];
  /** Exports: bytes downloaded and this process's peak RSS during the download. */
  bytes?: number;
  peakRss?: number;
}

/** Peak RSS of this process (server and client both live here) while `work` runs, sampled every 20 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(timer);
  }
}

/** `open` opens the database (again: a restart reopens PGlite's data directory, or connects to Postgres anew). */
async function measureDatabase(name: string, open: () => Promise<Database>, dataDir: string): Promise<{ timings: Timing[]; seedMs: number; answers: number; rssBefore: number }> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, tmpdir());
  let origin = '';
  const start = async () => {
    const started = await buildApp(config, { database: await open(), work: false, logger: process.env.BENCH_LOG ? { level: 'info' } : false });
    await started.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(started.server.address() as { port: number }).port}`;
    return started;
  };
  let app = await start();
  try {
    let cookie = '';
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? (method === 'GET' ? undefined : '') : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      cookie ||= response.headers.get('set-cookie')?.split(';')[0] ?? '';
      return response;
    };
    const created = (await (await call('POST', '/api/surveys', { title: BENCH_SURVEY.title, definition: BENCH_SURVEY })).json()) as { survey: { id: string } };
    const surveyId = created.survey.id;
    await call('POST', `/api/surveys/${surveyId}/publish`);
    const { survey } = (await (await call('GET', `/api/public/surveys/${surveyId}`)).json()) as { survey: { versionId: string } };

    const seedStarted = Date.now();
    await seed(app.db, surveyId, survey.versionId, RESPONSES);
    const seedMs = Date.now() - seedStarted;
    const { rows } = (await app.db.execute(sql`select count(*)::int as n from survey_answers where survey_id = ${surveyId}`)) as unknown as { rows: Array<{ n: number }> };
    const answers = rows[0]!.n;
    console.log(`${name}: ${RESPONSES.toLocaleString('en')} responses and ${answers.toLocaleString('en')} answers written in ${seconds(seedMs)} s; load average ${loadavg()[0]!.toFixed(1)} on 2 cores.`);
    const sealStarted = Date.now();
    const blocks = await sealSurveyAnswers(app.db, surveyId);
    const sealMs = Date.now() - sealStarted;
    console.log(`${name}: sealed into ${blocks} blocks in ${seconds(sealMs)} s (the server does this a block at a time as answers arrive); load average ${loadavg()[0]!.toFixed(1)}.`);
    let peakRss = process.memoryUsage.rss();
    const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);

    const timings: Timing[] = [];
    const json = async (endpoint: string, path: string, check: (body: Record<string, unknown>) => boolean) => {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const body = (await (await call('GET', path)).json()) as Record<string, unknown>;
        runs.push(performance.now() - started);
        if (!check(body)) throw new Error(`${path} answered something unexpected: ${JSON.stringify(body).slice(0, 300)}`);
      }
      console.log(`  ${endpoint}: ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms (load ${loadavg()[0]!.toFixed(1)})`);
      timings.push({ endpoint, runs });
    };
    const complete = (body: Record<string, unknown>) => (body.results as { responses: { complete: number } }).responses.complete;
    await json('GET results', `/api/surveys/${surveyId}/results`, (body) => complete(body) === RESPONSES);
    await json('GET results?filter=role:o1', `/api/surveys/${surveyId}/results?filter=role:o1`, (body) => complete(body) > 0 && complete(body) < RESPONSES);
    await json('GET crosstab role × size', `/api/surveys/${surveyId}/crosstab?row=role&column=size`, (body) => (body.crosstab as { n: number }).n > 0);

    // What an owner watching results while answers come in waits for: each run, NEW_ANSWERS more
    // complete responses are saved as respondents save them, then each read is made once (its
    // first read since those answers).
    const reads = [
      { endpoint: 'GET results', path: `/api/surveys/${surveyId}/results` },
      { endpoint: 'GET results?filter=role:o1', path: `/api/surveys/${surveyId}/results?filter=role:o1` },
      { endpoint: 'GET crosstab role × size', path: `/api/surveys/${surveyId}/crosstab?row=role&column=size` },
    ];
    const afterRuns = reads.map(() => [] as number[]);
    const random = seededRandom(4242);
    let total = RESPONSES;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < NEW_ANSWERS; i++) await call('PUT', `/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { versionId: survey.versionId, answers: respondent(random).answers, complete: true });
      total += NEW_ANSWERS;
      for (const [index, read] of reads.entries()) {
        const started = performance.now();
        const body = (await (await call('GET', read.path)).json()) as Record<string, unknown>;
        afterRuns[index]!.push(performance.now() - started);
        if (index === 0 && complete(body) !== total) throw new Error(`${read.path} counted ${complete(body)} complete responses, not ${total}`);
      }
    }
    for (const [index, read] of reads.entries()) {
      const endpoint = `${read.endpoint} after ${NEW_ANSWERS} new`;
      console.log(`  ${endpoint}: ${afterRuns[index]!.map((ms) => ms.toFixed(0)).join(', ')} ms (load ${loadavg()[0]!.toFixed(1)})`);
      timings.push({ endpoint, runs: afterRuns[index]! });
    }

    /** Each read once, `times` times, after `change` (which runs before each round): every run is the first read since. */
    const firstReadsAfter = async (label: string, times: number, change: (round: number) => Promise<void>) => {
      const runs = reads.map(() => [] as number[]);
      for (let round = 0; round < times; round++) {
        await change(round);
        for (const [index, read] of reads.entries()) {
          const started = performance.now();
          const body = (await (await call('GET', read.path)).json()) as Record<string, unknown>;
          runs[index]!.push(performance.now() - started);
          if (index === 0 && complete(body) !== total) throw new Error(`${read.path} counted ${complete(body)} complete responses, not ${total}`);
        }
      }
      for (const [index, read] of reads.entries()) {
        const endpoint = `${read.endpoint} after ${label}`;
        console.log(`  ${endpoint}: ${runs[index]!.map((ms) => ms.toFixed(0)).join(', ')} ms (load ${loadavg()[0]!.toFixed(1)})`);
        timings.push({ endpoint, runs: runs[index]! });
      }
    };
    // A restart: the app and its database connection closed, a new one started on the same data.
    await firstReadsAfter('a restart', RESTARTS, async () => {
      const restartStarted = performance.now();
      await app.close();
      app = await start();
      console.log(`  restarted in ${(performance.now() - restartStarted).toFixed(0)} ms`);
    });
    // A new version with a question added and one reworded; then NEW_ANSWERS answers to it.
    await firstReadsAfter('a new version', RESTARTS, async (round) => {
      const { survey: detail } = (await (await call('GET', `/api/surveys/${surveyId}`)).json()) as { survey: { draftRevision: number; draft: typeof BENCH_SURVEY } };
      const questions = detail.draft.questions.map((question) => (question.id === 'support' ? { ...question, title: `How would you rate our support? (v${round + 2})` } : question));
      const definition = { ...detail.draft, questions: [...questions, { type: 'yes_no' as const, id: `again_${round}`, title: `Would you choose us again? (v${round + 2})`, required: false }] };
      await call('PUT', `/api/surveys/${surveyId}/draft`, { definition, baseRevision: detail.draftRevision });
      await call('POST', `/api/surveys/${surveyId}/publish`);
      const { survey: published } = (await (await call('GET', `/api/public/surveys/${surveyId}`)).json()) as { survey: { versionId: string } };
      for (let i = 0; i < NEW_ANSWERS; i++) await call('PUT', `/api/public/surveys/${surveyId}/responses/${randomUUID()}`, { versionId: published.versionId, answers: respondent(random).answers, complete: true });
      total += NEW_ANSWERS;
    });
    // A deletion (by hand: Sightline deletes responses only with their survey): the read after it
    // finds the deleted response listed (survey_deleted_responses) and leaves it out of its block.
    await firstReadsAfter('a deletion', 1, async () => {
      await app.db.execute(sql`delete from survey_responses where id = (select id from survey_responses where survey_id = ${surveyId} and status = 'complete' order by id limit 1)`);
      total -= 1;
    });

    clearInterval(rssTimer);
    console.log(`  peak RSS of this process (server and client) over the reads: ${mb(Math.max(peakRss, process.memoryUsage.rss()))}`);
    const rssBefore = process.memoryUsage.rss();
    // --export-runs 0 leaves the exports out.
    for (const format of EXPORT_RUNS > 0 ? ['csv', 'xlsx'] : []) {
      const runs: number[] = [];
      let bytes = 0;
      let peakRss = 0;
      for (let run = 0; run < EXPORT_RUNS; run++) {
        const started = performance.now();
        const { result, peak } = await withPeakRss(async () => {
          const response = await call('GET', `/api/surveys/${surveyId}/export.${format}`);
          let size = 0;
          for await (const chunk of response.body!) size += (chunk as Uint8Array).byteLength;
          return size;
        });
        runs.push(performance.now() - started);
        bytes = result;
        peakRss = Math.max(peakRss, peak);
      }
      console.log(`  GET export.${format}: ${runs.map((ms) => seconds(ms)).join(', ')} s, ${mb(bytes)}, peak RSS ${mb(peakRss)}`);
      timings.push({ endpoint: `GET export.${format}`, runs, bytes, peakRss });
    }
    return { timings, seedMs, answers, rssBefore };
  } finally {
    await app.close();
  }
}

const results = new Map<string, Awaited<ReturnType<typeof measureDatabase>>>();
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-surveys-'));
try {
  if (DATABASES.includes('pglite')) {
    results.set('PGlite', await measureDatabase('PGlite', () => createDatabase({ dataDir }), dataDir));
  }
  if (DATABASES.includes('postgres')) {
    if (await testPostgresReachable()) {
      const created = await createTestDatabase('sightline_bench_surveys');
      try {
        results.set('Postgres', await measureDatabase('Postgres', () => createDatabase({ databaseUrl: created.url }), dataDir));
      } finally {
        await created.drop();
      }
    } else {
      console.log(`Postgres at ${TEST_POSTGRES_URL} does not answer: measured on PGlite only.`);
    }
  }

  const names = [...results.keys()];
  const ms = (value: number) => (value >= 10_000 ? `${seconds(value)} s` : `${value.toFixed(0)} ms`);
  console.log(`\n${RESPONSES.toLocaleString('en')} complete responses, 20 questions; ${RUNS} runs of each read, ${EXPORT_RUNS} of each export.`);
  console.log('The first read loads the survey\'s answers (its blocks, and the responses in none) and counts them; later ones count what is in memory, or take the kept answer until an answer is saved (first / median / p95).');
  console.log(`"after ${NEW_ANSWERS} new": each run saves ${NEW_ANSWERS} more complete responses first, so every one of its runs is the first read after new answers;`);
  console.log(`"after a restart": ${RESTARTS} restarts of the app on the same database; "after a new version": ${RESTARTS} versions published, ${NEW_ANSWERS} answers each; "after a deletion": one response deleted:`);
  const header = ['endpoint'.padEnd(30), ...names.map((name) => `${name} first / median / p95`.padEnd(34))].join('');
  console.log(header);
  for (const [index, { endpoint }] of results.get(names[0]!)!.timings.entries()) {
    const cells = names.map((name) => {
      const timing = results.get(name)!.timings[index]!;
      return `${ms(timing.runs[0]!)} / ${ms(percentile(timing.runs, 50))} / ${ms(percentile(timing.runs, 95))}`.padEnd(34);
    });
    console.log([endpoint.padEnd(30), ...cells].join(''));
  }
  for (const name of names) {
    const { timings, rssBefore } = results.get(name)!;
    for (const timing of timings.filter((entry) => entry.bytes !== undefined)) {
      console.log(`${name} ${timing.endpoint}: ${mb(timing.bytes!)}, peak RSS of this process ${mb(timing.peakRss!)} (${mb(rssBefore)} before the exports)`);
    }
  }
  const slow = names.flatMap((name) =>
    results
      .get(name)!
      // Reads after new answers: every run counts (the slowest); cached reads: the median.
      .timings.filter((timing) => !timing.endpoint.includes('export') && (timing.endpoint.includes(' after ') ? Math.max(...timing.runs) : percentile(timing.runs, 50)) > GOAL_MS)
      .map((timing) => `${name} ${timing.endpoint}`),
  );
  const coldSlow = names.flatMap((name) =>
    results
      .get(name)!
      .timings.filter((timing) => !timing.endpoint.includes('export') && timing.runs[0]! > GOAL_MS)
      .map((timing) => `${name} ${timing.endpoint}`),
  );
  const goal = `Goal (results and cross-tab ≤ ${GOAL_MS} ms: cached reads' median, and every first read after new answers, a restart, a new version or a deletion)`;
  console.log(slow.length === 0 ? `${goal}: met.` : `${goal}: MISSED by ${slow.join(', ')}.`);
  console.log(coldSlow.length === 0 ? `Goal for first reads (the first of each endpoint, the first of a filter or cross-tab never read before) ≤ ${GOAL_MS} ms: met.` : `First read over ${GOAL_MS} ms: ${coldSlow.join(', ')}.`);
  if (slow.length > 0 || coldSlow.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? (error.cause ?? error.stack) : error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
