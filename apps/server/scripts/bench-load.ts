// `npm run bench:load [-- --analyses 50] [-- --types GENERAL,SOCIAL,…]`: many analyses submitted at
// once to one real server (embedded PGlite, its in-process worker, a fresh DATA_DIR), while other
// requests keep coming. Prints how the analyses ended (none may stay `running`), the peak memory of
// the server's whole process tree (server + Chromium) and the latency of `GET /` and
// `GET /api/health` throughout.
//
// The target is a one-page site on 127.0.0.1 under several public-looking names
// (SIGHTLINE_HOST_RULES). Every submission comes from its own client address through
// X-Forwarded-For (TRUST_PROXY=true), as behind a reverse proxy, so the per-address limits of
// anonymous visitors do not turn the load away.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot } from '../test/helpers/child-processes';
import { startFixtureSite } from '../test/helpers/fixture-site';
import { mb, terminateTimedServer, treePss } from './bench-process-tree';

const SPEC_TYPES = 'GENERAL,SOCIAL,USABILITY,PAGE_SPEED,UI_ANALYSIS';
const { values: flags } = parseArgs({
  options: {
    analyses: { type: 'string', default: '50' },
    types: { type: 'string', default: SPEC_TYPES },
    'timeout-minutes': { type: 'string', default: '40' },
  },
});
const ANALYSES = Number(flags.analyses);
const TYPES = flags.types.split(',');
const TIMEOUT_MS = Number(flags['timeout-minutes']) * 60_000;
const HOSTS = ['load-shop-1.test', 'load-shop-2.test', 'load-shop-3.test', 'load-shop-4.test', 'load-shop-5.test'];
const MEMORY_SAMPLE_MS = 500;
/** Clients per probed endpoint, each sending its next request 50 ms after the last answer. */
const PROBE_CLIENTS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('GET / needs the built web app: run `npm run build` first.');
  process.exit(2);
}

const site = await startFixtureSite();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-load-'));
let serverOutput = '';
let timeOutput = '';
// /usr/bin/time reports the largest RSS any process of the tree reached (the server, or a
// Chromium it reaped); the PSS samples below add the tree up instead.
const server = spawn('/usr/bin/time', ['-v', process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: HOSTS.map((host) => `MAP ${host} 127.0.0.1:${site.port}`).join(', '),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => {
  serverOutput += chunk.toString();
  timeOutput += chunk.toString();
});
const serverExited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

const memory = { peakKb: 0, peakAt: 0, peakProcesses: 0, maxProcesses: 0, samples: 0 };
const t0 = Date.now();
const sampler = setInterval(() => {
  const [{ kb, processes }] = treePss([server.pid!]) as [{ kb: number; processes: number }];
  memory.samples++;
  memory.maxProcesses = Math.max(memory.maxProcesses, processes);
  if (kb > memory.peakKb) Object.assign(memory, { peakKb: kb, peakAt: Date.now() - t0, peakProcesses: processes });
}, MEMORY_SAMPLE_MS);

const latencies: Record<string, number[]> = { '/': [], '/api/health': [] };
const probeErrors: Record<string, number> = { '/': 0, '/api/health': 0 };
let probing = true;
async function probe(path: string) {
  while (probing) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (response.status === 200) latencies[path]!.push(performance.now() - started);
      else probeErrors[path]!++;
    } catch {
      probeErrors[path]!++;
    }
    await sleep(50);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Submitted {
  id: string;
  cookie: string;
  status: string;
  error: string | null;
}

async function submitAll(): Promise<Submitted[]> {
  return Promise.all(
    Array.from({ length: ANALYSES }, async (_, index) => {
      const response = await fetch(`${origin}/api/proxy/v1/crawl`, {
        method: 'POST',
        // 198.18.0.0/15 is reserved for benchmarks: never a real client.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${index + 1}` },
        body: JSON.stringify({ startUrls: [HOSTS[index % HOSTS.length]], maxPages: 1, maxDepth: 0, analysisTypes: TYPES, saveScreenshots: true }),
      });
      if (response.status !== 200) throw new Error(`submission ${index + 1} answered ${response.status}: ${await response.text()}`);
      const { syntheticId } = (await response.json()) as { syntheticId: string };
      return { id: syntheticId, cookie: response.headers.get('set-cookie')!.split(';')[0]!, status: 'queued', error: null };
    }),
  );
}

async function refresh(analysis: Submitted) {
  const response = await fetch(`${origin}/api/analyses/${analysis.id}`, { headers: { cookie: analysis.cookie } });
  if (response.status !== 200) return void (await response.arrayBuffer());
  const { analysis: summary } = (await response.json()) as { analysis: { status: string; error: string | null } };
  analysis.status = summary.status;
  analysis.error = summary.error;
}

const finished = (analysis: Submitted) => analysis.status === 'completed' || analysis.status === 'failed';

try {
  for (;;) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (server.exitCode !== null || Date.now() - t0 > 300_000) throw new Error(`the server did not start:\n${serverOutput}`);
    await sleep(200);
  }
  console.log(`Server up in ${seconds(Date.now() - t0)} s (PGlite, in-process worker); load average ${loadavg()[0]!.toFixed(1)} on 2 cores.`);
  const probes = Object.keys(latencies).flatMap((path) => Array.from({ length: PROBE_CLIENTS }, () => probe(path)));

  const submittedAt = Date.now();
  const analyses = await submitAll();
  console.log(`${ANALYSES} analyses submitted at once in ${seconds(Date.now() - submittedAt)} s from ${ANALYSES} client addresses: one page each, ${TYPES.join(', ')}.`);
  let lastReport = Date.now();
  while (!analyses.every(finished) && Date.now() - submittedAt < TIMEOUT_MS) {
    await Promise.all(analyses.filter((analysis) => !finished(analysis)).map(refresh));
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      const done = analyses.filter(finished).length;
      console.log(`  ${seconds(Date.now() - submittedAt)} s: ${done} of ${ANALYSES} finished; tree ${mb(memory.peakKb)} peak so far`);
    }
    await sleep(2000);
  }
  const elapsed = Date.now() - submittedAt;
  probing = false;
  await Promise.all(probes);

  const count = (status: string) => analyses.filter((analysis) => analysis.status === status).length;
  console.log(`\nAll finished in ${seconds(elapsed)} s (load average ${loadavg()[0]!.toFixed(1)}):`);
  console.log(`  completed ${count('completed')}, failed ${count('failed')}, stuck in running ${count('running')}, still queued ${count('queued')}`);
  for (const analysis of analyses.filter((entry) => entry.status === 'failed').slice(0, 5)) console.log(`  failed: ${analysis.error}`);
  console.log(`  peak memory of the process tree (PSS, sampled every ${MEMORY_SAMPLE_MS} ms, ${memory.samples} samples): ${mb(memory.peakKb)} at ${seconds(memory.peakAt)} s, ${memory.peakProcesses} processes (most at once: ${memory.maxProcesses})`);
  for (const path of Object.keys(latencies)) {
    const values = latencies[path]!;
    console.log(
      `  GET ${path.padEnd(11)} ${values.length} answers: p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms; ${probeErrors[path]} errors or non-200`,
    );
  }
  if (count('completed') !== ANALYSES) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(serverOutput.slice(-4000));
  process.exitCode = 1;
} finally {
  probing = false;
  clearInterval(sampler);
  terminateTimedServer(server);
  await serverExited;
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeOutput)?.[1];
  if (maxRss) console.log(`  /usr/bin/time -v: maximum resident set size ${mb(Number(maxRss))} (the largest single process of the tree)`);
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
