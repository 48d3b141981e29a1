// `npm run bench:survey-answers [-- --respondents 1000] [-- --concurrency 200] [-- --think-ms 3000] [-- --cpu-prof DIR] [-- --postgres]`:
// respondents answering one published survey through a real server started here (embedded PGlite,
// a fresh DATA_DIR; with --postgres a fresh database on the test Postgres, SIGHTLINE_TEST_POSTGRES_URL
// or postgres://postgres@127.0.0.1:5432/test), `concurrency` of them at once.
//
// By default (--think-ms 3000) each respondent pauses between its saves for a random 0.5 T to 1.5 T,
// each client starting at a random point of one such pause: that many people answering at once, the
// goal's measurement (p95 ≤ 50 ms with 200 respondents). It is a harder load than people make: the
// answer page saves 0.8 s after an answer changes, and a person takes several seconds a question, so
// a respondent's saves of this 20-question survey are tens of seconds apart, not 1.5 to 4.5 s.
// With --think-ms 0 each request is sent as soon as the last one of its client was answered, so
// exactly that many saves are in flight: the server's saturation, a stress figure with no goal of its
// own. Its latency is the saves in flight over the rate (Little's law), so it prints the rate that a
// p95 of 50 ms would take.
//
// Each respondent answers the 20-question survey of bench-survey-fixture.ts as the answer page does:
// 2 or 3 partial saves as the answers grow, then the completion; one in five sends the same
// completion again under the same response key, as a page whose acknowledgement got lost does. Prints
// the saves' latency and errors by status and the CPU time the server's process and this client used
// during the load (Postgres's own processes not counted), then stops the server and counts the
// responses in its database: each respondent must have exactly one, complete.
//
// All the load comes from one address (127.0.0.1), so the per-address limit on answer saves
// (SURVEY_ANSWER_SAVES_PER_MINUTE, default 300) is raised for this server, and the output says so.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@sightline/db';
import { createTestDatabase, freePort, repoRoot } from '../test/helpers/child-processes';
import { BENCH_SURVEY, respondent, seededRandom } from './bench-survey-fixture';
import { mb, processTree, terminateTimedServer } from './bench-process-tree';

const { values: flags } = parseArgs({
  options: {
    respondents: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '200' },
    'think-ms': { type: 'string', default: '3000' },
    'cpu-prof': { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
});
const RESPONDENTS = Number(flags.respondents);
const CONCURRENCY = Number(flags.concurrency);
const THINK_MS = Number(flags['think-ms']);
const GOAL_P95_MS = 50;
const SAVES_PER_MINUTE = 1_000_000;
const RETRY_SHARE = 0.2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-survey-answers-'));
const postgres = flags.postgres ? await createTestDatabase('sightline_bench_answers') : null;
const profileArgs = flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${flags['cpu-prof']}`] : [];
let serverOutput = '';
let timeOutput = '';
const server = spawn('/usr/bin/time', ['-v', process.execPath, ...profileArgs, '--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    SURVEY_ANSWER_SAVES_PER_MINUTE: String(SAVES_PER_MINUTE),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => {
  serverOutput += chunk.toString();
  timeOutput += chunk.toString();
});
const serverExited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

/** CPU seconds (user and system) the server's node process has used so far: the child of `time` that runs server.ts. */
function serverCpuSeconds(): number {
  const pid = processTree(server.pid!).find((entry) => entry !== server.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.ts'))!;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ on Linux
}

async function stopServer() {
  terminateTimedServer(server);
  await serverExited;
}

/**
 * The saves go through node:http over up to `concurrency` kept-alive connections, as autocannon's
 * connections are, rather than fetch: undici's fetch took 0.6-0.9 ms of this process's CPU a save,
 * which on two cores is CPU the server under test does not get. Answers the status once the whole
 * body has been read.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function put(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A browser sends its page's origin with every PUT, and the answer page is ours.
    const sent = request(`${origin}${path}`, { method: 'PUT', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode!));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

interface Respondent {
  key: string;
  saves: Array<{ answers: Record<string, unknown>; complete: boolean }>;
}

/** The answer page's saves: the answers so far after some of the questions, then all of them as the completion. */
function plan(random: () => number): Respondent {
  const { answers, shown } = respondent(random);
  const given = shown.filter((id) => id in answers);
  const partials = 2 + Math.floor(random() * 2);
  const saves = Array.from({ length: partials }, (_, index) => {
    const upTo = Math.max(1, Math.floor((given.length * (index + 1)) / (partials + 1)));
    return { answers: Object.fromEntries(given.slice(0, upTo).map((id) => [id, answers[id]])), complete: false };
  });
  saves.push({ answers, complete: true });
  if (random() < RETRY_SHARE) saves.push({ answers, complete: true });
  return { key: randomUUID(), saves };
}

try {
  const startedAt = Date.now();
  for (;;) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (server.exitCode !== null || Date.now() - startedAt > 300_000) throw new Error(`the server did not start:\n${serverOutput}`);
    await sleep(200);
  }
  console.log(`Server up in ${seconds(Date.now() - startedAt)} s (${postgres ? 'Postgres, fresh database' : 'PGlite, fresh DATA_DIR'}). SURVEY_ANSWER_SAVES_PER_MINUTE=${SAVES_PER_MINUTE} for this run: all the load comes from one address, which the default (300 a minute) would turn away.`);

  const created = await fetch(`${origin}/api/surveys`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: BENCH_SURVEY.title, definition: BENCH_SURVEY }) });
  if (created.status !== 201) throw new Error(`POST /api/surveys answered ${created.status}: ${await created.text()}`);
  const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
  const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
  const published = await fetch(`${origin}/api/surveys/${surveyId}/publish`, { method: 'POST', headers: { 'content-type': 'application/json', cookie } });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const versionId = ((await (await fetch(`${origin}/api/public/surveys/${surveyId}`)).json()) as { survey: { versionId: string } }).survey.versionId;

  const random = seededRandom(7);
  const respondents = Array.from({ length: RESPONDENTS }, () => plan(random));
  const thinking = seededRandom(11);
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  async function client() {
    // People do not all press a button in the same millisecond: with pauses, each client starts at a random point of one.
    if (THINK_MS > 0) await sleep(THINK_MS * thinking());
    while (next < respondents.length) {
      const { key, saves } = respondents[next++]!;
      for (const save of saves) {
        const started = performance.now();
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        let status: string;
        try {
          status = String(await put(`/api/public/surveys/${surveyId}/responses/${key}`, JSON.stringify({ versionId, answers: save.answers, complete: save.complete })));
        } catch (error) {
          status = error instanceof Error ? error.message : 'network error';
        }
        inFlight--;
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + thinking()));
      }
    }
  }
  const loadStarted = performance.now();
  const serverCpuBefore = serverCpuSeconds();
  const clientCpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => client()));
  const elapsed = performance.now() - loadStarted;
  const serverCpu = serverCpuSeconds() - serverCpuBefore;
  const clientCpuUsage = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientCpuUsage.user + clientCpuUsage.system) / 1e6;
  const retries = respondents.filter((entry) => entry.saves.filter((save) => save.complete).length > 1).length;

  const rate = latencies.length / (elapsed / 1000);
  const p95 = percentile(latencies, 95);
  const mode = THINK_MS > 0 ? `each pausing ${seconds(THINK_MS / 2)}–${seconds(THINK_MS * 1.5)} s between saves` : 'no pause between saves (saturation)';
  console.log(`\n${RESPONDENTS} respondents, ${CONCURRENCY} at once, ${mode} (${maxInFlight} saves in flight at most), ${latencies.length} PUTs in ${seconds(elapsed)} s: ${rate.toFixed(0)} saves/s; ${retries} respondents sent their completion twice. Load average ${loadavg()[0]!.toFixed(1)} on 2 cores.`);
  console.log(`PUT latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`);
  console.log(`CPU during the load: server ${serverCpu.toFixed(1)} s (${((serverCpu * 1000) / latencies.length).toFixed(2)} ms a save), this client ${clientCpu.toFixed(1)} s (${((clientCpu * 1000) / latencies.length).toFixed(2)} ms a save).`);
  console.log(`By status: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
  if (THINK_MS > 0) console.log(`Goal (p95 ≤ ${GOAL_P95_MS} ms with ${CONCURRENCY} people answering): ${p95 <= GOAL_P95_MS ? 'met' : 'MISSED'}.`);
  else console.log(`Saturation, no goal of its own: with ${CONCURRENCY} saves always in flight, even a mean latency of ${GOAL_P95_MS} ms (a p95 above it) would take ${((CONCURRENCY * 1000) / GOAL_P95_MS).toFixed(0)} saves/s (in flight / latency); this run saved ${rate.toFixed(0)} a second, so its mean is ${((CONCURRENCY * 1000) / rate).toFixed(0)} ms.`);

  await stopServer();
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeOutput)?.[1];
  if (maxRss) console.log(`Server's maximum resident set size (/usr/bin/time -v): ${mb(Number(maxRss))}`);
  const database = await createDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
  try {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as responses, count(distinct response_key)::int as keys, (count(*) filter (where status = 'complete'))::int as complete from survey_responses where survey_id = ${surveyId}`,
    )) as unknown as { rows: Array<{ responses: number; keys: number; complete: number }> };
    const { responses, keys, complete } = rows[0]!;
    const stored = new Set(
      ((await database.db.execute(sql`select response_key::text as key from survey_responses where survey_id = ${surveyId} and status = 'complete'`)) as unknown as { rows: Array<{ key: string }> }).rows.map(
        (row) => row.key,
      ),
    );
    const lost = respondents.filter((entry) => !stored.has(entry.key)).length;
    console.log(`In the database: ${responses} responses (${keys} distinct keys), ${complete} complete, for ${RESPONDENTS} respondents: ${lost} lost, ${responses - RESPONDENTS + lost} duplicated or extra.`);
    if (complete !== RESPONDENTS || responses !== RESPONDENTS || lost > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
  if (THINK_MS > 0 && p95 > GOAL_P95_MS) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(serverOutput.slice(-4000));
  process.exitCode = 1;
} finally {
  if (server.exitCode === null) await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
