// `npm run bench:own-pages`: Lighthouse (performance, mobile defaults, simulated throttling) on our
// own home page and on a shared report, served by the real server from the web build that
// `npm run build` made (nothing is built here). The server runs on a fresh DATA_DIR (PGlite, its
// in-process worker); it analyses a one-page site on 127.0.0.1 so that a report exists, and the
// bench opens that report through a share link as a visitor without the owner cookie would.
// Each page is measured RUNS times, each time in a new browser context (a first visit: no cache);
// every run is printed, and the goals are judged on the medians.
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import type { HTTPResponse } from 'puppeteer-core';
import { BrowserManager, SLOW_CPU_BENCHMARK_INDEX } from '@sightline/analyzer';
import { DEFAULT_WEB_DIST } from '../src/app';
import { freePort, startNode } from '../test/helpers/child-processes';
import { startFixtureSite } from '../test/helpers/fixture-site';

const RUNS = 3;
const GOAL_PERFORMANCE = 90;
const GOAL_CLS = 0.05;
const GOAL_JS_KB = 150;
/** @fastify/compress leaves responses under 1 KiB alone: compressing them would not pay. */
const COMPRESS_THRESHOLD_BYTES = 1024;
const HOST = 'own-pages-shop.test';
// What the home page's form posts (the spec's calls), so the report is the one a visitor gets.
const BODY = { startUrls: [HOST], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true };
const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

if (!existsSync(join(DEFAULT_WEB_DIST, 'index.html'))) {
  console.error(`No web build in ${DEFAULT_WEB_DIST}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Bytes of `url`'s body as the server sends it to a client that accepts gzip only. */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

interface TextResponse {
  url: string;
  compressed: boolean;
  /** Known when the response was sent uncompressed (then it has a Content-Length). */
  length: number | null;
}

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsFiles: number;
  jsGzipped: number;
  jsTransferred: number;
  text: TextResponse[];
  uncompressed: TextResponse[];
  lighthouseCompression: boolean;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; TBT grows as it falls). */
  benchmarkIndex: number;
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const [{ default: lighthouse }, { default: puppeteer }] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const context = await browser.createBrowserContext();
  const responses: HTTPResponse[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => responses.push(response));
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const outcome = await lighthouse(url, flags, undefined, page as unknown as Parameters<typeof lighthouse>[3]);
    if (!outcome) throw new Error('Lighthouse returned no result');
    const lhr: Result = outcome.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const requests = ((lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []).filter(
      (item) => item.url.startsWith('http'),
    );
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const gzipped = await Promise.all(scripts.map((script) => gzippedBytes(script.url)));
    const text = responses
      .filter((response) => response.url().startsWith('http') && response.status() === 200 && TEXT_TYPES.test(response.headers()['content-type'] ?? ''))
      .map((response) => {
        const headers = response.headers();
        const compressed = Boolean(headers['content-encoding']) && headers['content-encoding'] !== 'identity';
        return { url: response.url(), compressed, length: compressed ? null : Number(headers['content-length'] ?? Number.NaN) };
      });
    // A response without a length (streamed) may be any size, so it counts against the goal.
    const uncompressed = text.filter((response) => !response.compressed && !(response.length! < COMPRESS_THRESHOLD_BYTES));
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      jsFiles: scripts.length,
      jsGzipped: gzipped.reduce((sum, bytes) => sum + bytes, 0),
      jsTransferred: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
      text,
      uncompressed,
      lighthouseCompression: lhr.audits['uses-text-compression']?.score === 1,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close().catch(() => undefined);
    await browser.disconnect().catch(() => undefined);
  }
}

function describeRun(run: Run): string {
  const compressed = run.text.filter((response) => response.compressed).length;
  return `performance ${run.performance}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, JS ${kb(run.jsGzipped)} gzipped (${kb(run.jsTransferred)} transferred, ${run.jsFiles} files), text responses ${compressed} of ${run.text.length} compressed; CPU benchmark ${Math.round(run.benchmarkIndex)}`;
}

function verdict(goal: string, value: string, met: boolean): boolean {
  console.log(`  ${met ? 'pass' : 'FAIL'}  ${goal}: ${value}`);
  return met;
}

/** Prints each run, the medians and one line per goal; true when every goal is met. */
function judge(runs: Run[]): boolean {
  runs.forEach((run, index) => console.log(`  run ${index + 1}: ${describeRun(run)}`));
  const performance = median(runs.map((run) => run.performance));
  const cls = median(runs.map((run) => run.cls));
  const js = median(runs.map((run) => run.jsGzipped));
  console.log(
    `  median: performance ${performance}, LCP ${seconds(median(runs.map((run) => run.lcp)))}, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, CLS ${cls.toFixed(3)}, JS ${kb(js)} gzipped (${kb(median(runs.map((run) => run.jsTransferred)))} transferred)`,
  );
  const slowest = Math.min(...runs.map((run) => run.benchmarkIndex));
  if (slowest < SLOW_CPU_BENCHMARK_INDEX) {
    console.log(`  note: a run's CPU benchmark was ${Math.round(slowest)}, under Lighthouse's ${SLOW_CPU_BENCHMARK_INDEX} for a normal machine: the machine was busy, so TBT and the score read worse than the page is.`);
  }
  const uncompressed = [...new Set(runs.flatMap((run) => run.uncompressed.map((response) => response.url)))];
  const lighthouseFlagged = runs.some((run) => !run.lighthouseCompression);
  const results = [
    verdict(`performance ≥ ${GOAL_PERFORMANCE}`, String(performance), performance >= GOAL_PERFORMANCE),
    verdict(`CLS ≤ ${GOAL_CLS}`, cls.toFixed(3), cls <= GOAL_CLS),
    verdict(
      'all text responses compressed',
      uncompressed.length === 0 && !lighthouseFlagged
        ? `every text response over ${COMPRESS_THRESHOLD_BYTES} bytes was compressed (Lighthouse's text-compression audit passed)`
        : `not compressed: ${uncompressed.join(', ') || 'see Lighthouse uses-text-compression'}`,
      uncompressed.length === 0 && !lighthouseFlagged,
    ),
    verdict(`JS on first load ≤ ${GOAL_JS_KB} kB gzipped`, kb(js), js <= GOAL_JS_KB * 1000),
  ];
  return results.every(Boolean);
}

const site = await startFixtureSite();
const serverPort = await freePort();
const origin = `http://127.0.0.1:${serverPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-own-pages-'));
const server = startNode(['apps/server/src/server.ts'], {
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
  SIGHTLINE_HOST_RULES: `MAP ${HOST} 127.0.0.1:${site.port}`,
});
const browser = new BrowserManager({ debuggingPort: true });

/** Analyses the fixture site as the home page would and returns the path of a share link to its standard report. */
async function sharedReportPath(): Promise<string> {
  const started = await fetch(`${origin}/api/proxy/v1/crawl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODY) });
  if (started.status !== 200) throw new Error(`POST /api/proxy/v1/crawl answered ${started.status}: ${await started.text()}`);
  const { syntheticId } = (await started.json()) as { syntheticId: string };
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  const t0 = Date.now();
  for (;;) {
    const { analysis } = (await (await fetch(`${origin}/api/analyses/${syntheticId}`, { headers: { cookie } })).json()) as { analysis: { status: string; error: string | null } };
    if (analysis.status === 'completed') break;
    if (analysis.status === 'failed') throw new Error(`the analysis failed: ${analysis.error}`);
    if (Date.now() - t0 > 600_000) throw new Error('no report after 10 minutes');
    await sleep(500);
  }
  console.log(`Analysis of the fixture site done in ${seconds(Date.now() - t0)}.`);
  const shared = await fetch(`${origin}/api/analyses/${syntheticId}/share-links`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  if (shared.status !== 201) throw new Error(`creating a share link answered ${shared.status}: ${await shared.text()}`);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}

try {
  const startedAt = Date.now();
  for (;;) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.status === 200) break;
    if (server.process.exitCode !== null || Date.now() - startedAt > 120_000) throw new Error(`the server did not start:\n${server.output()}`);
    await sleep(200);
  }
  const reportPath = await sharedReportPath();
  await browser.get();
  const pages = [
    { name: 'Home page', url: `${origin}/` },
    { name: 'Shared standard report', url: `${origin}${reportPath}` },
  ];
  let allMet = true;
  for (const { name, url } of pages) {
    console.log(`\n${name} (${url}), Lighthouse performance, mobile defaults, ${RUNS} runs (load average ${loadavg()[0]!.toFixed(1)} on this machine):`);
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index++) runs.push(await lighthouseRun(url, browser.port!));
    allMet = judge(runs) && allMet;
  }
  console.log(`\n${allMet ? 'Every goal met.' : 'Some goals MISSED.'}`);
  if (!allMet) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
