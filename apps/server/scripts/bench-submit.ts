// `npm run bench:submit`: seconds from submitting a domain to its report being readable, against a
// real server started here (embedded PGlite, in-process worker, a fresh DATA_DIR) and a one-page
// site on 127.0.0.1. Each run posts the body the home page sends (the spec's calls: one page, depth 2, the
// five analysis types, screenshots on), then polls GET /report until it answers 200. The
// breakdown comes from the analysis row (created, started, finished) and from the stages seen
// while polling its status every 100 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = 3;
const GOAL_SECONDS = 20;
const HOST = 'bench-shop.test';
const BODY = { startUrls: [HOST], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true };
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Tea shop — hand-made tea</title>
<meta name="description" content="A one-page tea shop for Sightline's submit-to-report benchmark."></head>
<body style="font-family: sans-serif; margin: 0"><header style="background:#14532d;color:#fff;padding:16px"><strong>Tea shop</strong>
<nav><a href="/" style="color:#fff">Home</a></nav></header><main style="padding:16px"><h1>Hand-made tea</h1>
<p>Small batches of green and black tea, packed by hand.</p><img src="/missing.png" width="300" height="200" alt="">
<form><label>Email <input type="email"></label><button>Subscribe</button></form></main></body></html>`;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const site = createServer((request, response) => {
  if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});
const sitePort = await listen(site);
const probe = createServer();
const serverPort = await listen(probe);
await new Promise<void>((resolve) => probe.close(() => resolve()));

const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-submit-'));
const origin = `http://127.0.0.1:${serverPort}`;
let serverOutput = '';
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: `MAP ${HOST} 127.0.0.1:${sitePort}`,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));

async function cleanUp() {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  site.close();
  rmSync(dataDir, { recursive: true, force: true });
}

interface Summary {
  status: string;
  stage: string | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

interface Run {
  total: number;
  submit: number;
  queueWait: number;
  analysis: number;
  toReport: number;
  stages: Array<{ stage: string; at: number }>;
}

async function run(): Promise<Run> {
  const t0 = Date.now();
  const started = await fetch(`${origin}/api/proxy/v1/crawl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODY) });
  if (started.status !== 200) throw new Error(`POST /api/proxy/v1/crawl answered ${started.status}: ${await started.text()}`);
  const submitted = Date.now();
  const { syntheticId } = (await started.json()) as { syntheticId: string };
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  const stages: Run['stages'] = [];
  let summary: Summary | undefined;
  for (;;) {
    if (Date.now() - t0 > 300_000) throw new Error('no report after 5 minutes');
    const report = await fetch(`${origin}/api/analyses/${syntheticId}/report`, { headers: { cookie } });
    if (report.status === 200) {
      await report.arrayBuffer();
      break;
    }
    await report.arrayBuffer();
    summary = ((await (await fetch(`${origin}/api/analyses/${syntheticId}`, { headers: { cookie } })).json()) as { analysis: Summary }).analysis;
    if (summary.status === 'failed') throw new Error(`the analysis failed: ${summary.error}`);
    const stage = summary.stage ?? summary.status;
    if (stages.at(-1)?.stage !== stage) stages.push({ stage, at: Date.now() - t0 });
    await sleep(100);
  }
  const done = Date.now();
  summary = ((await (await fetch(`${origin}/api/analyses/${syntheticId}`, { headers: { cookie } })).json()) as { analysis: Summary }).analysis;
  const createdAt = Date.parse(summary.createdAt);
  const startedAt = Date.parse(summary.startedAt!);
  const finishedAt = Date.parse(summary.finishedAt!);
  return { total: done - t0, submit: submitted - t0, queueWait: startedAt - createdAt, analysis: finishedAt - startedAt, toReport: done - finishedAt, stages };
}

try {
  const startedAt = Date.now();
  for (;;) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (server.exitCode !== null || Date.now() - startedAt > 60_000) throw new Error(`the server did not start:\n${serverOutput}`);
    await sleep(200);
  }
  console.log(`Server up in ${seconds(Date.now() - startedAt)} s (PGlite, in-process worker). ${RUNS} runs of ${JSON.stringify(BODY)}:`);
  const runs: Run[] = [];
  for (let index = 1; index <= RUNS; index++) {
    const result = await run();
    runs.push(result);
    console.log(
      `run ${index}: ${seconds(result.total)} s  (submit ${seconds(result.submit)} s, queue wait ${seconds(result.queueWait)} s, analysis ${seconds(result.analysis)} s, report readable ${seconds(result.toReport)} s after finishing)`,
    );
    console.log(`        stages seen at: ${result.stages.map(({ stage, at }) => `${stage} ${seconds(at)} s`).join(', ')}`);
  }
  const median = runs.map((result) => result.total).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  console.log(`median: ${seconds(median)} s from submit to report (goal: under ${GOAL_SECONDS} s) — ${median < GOAL_SECONDS * 1000 ? 'met' : 'MISSED'}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
