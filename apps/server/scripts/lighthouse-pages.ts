// What the benches of our own pages share (`npm run bench:own-pages`, `npm run bench:content`):
// the real server started on a fresh DATA_DIR to serve the web build that `npm run build` made,
// one Lighthouse run (mobile defaults, simulated throttling) through puppeteer-core on a browser
// of the analyzer's BrowserManager with a DevTools port, each run in a new browser context (a
// first visit: no cache), the gzipped size of the JavaScript a page loaded, which of its text
// responses came compressed, the audits that failed, medians and pass/FAIL lines.
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import type { HTTPResponse } from 'puppeteer-core';
import { SLOW_CPU_BENCHMARK_INDEX } from '@sightline/analyzer';
import { DEFAULT_WEB_DIST } from '../src/app';
import { freePort, startNode, type Child } from '../test/helpers/child-processes';

/** @fastify/compress leaves responses under 1 KiB alone: compressing them would not pay. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Audits that never fail: they only inform, do not apply to the page, or need a person to check. */
const NOT_JUDGED = new Set(['notApplicable', 'informative', 'manual']);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Ends the process when there is no web build to serve. */
export function requireWebBuild(): void {
  if (!existsSync(join(DEFAULT_WEB_DIST, 'index.html'))) {
    console.error(`No web build in ${DEFAULT_WEB_DIST}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** When `path` of the web build was last written, 0 when it is missing. */
function builtAt(path: string): number {
  try {
    return statSync(join(DEFAULT_WEB_DIST, path)).mtimeMs;
  } catch {
    return 0;
  }
}

/** When the web build's index.html was last written (0 when missing): others may rebuild while a bench runs. */
export const webBuildStamp = () => builtAt('index.html');

/**
 * Waits until the web build is whole and has not changed for `quietMs`: with `prerendered`, until
 * the prerender step has written its list after the browser build (the server reads the
 * prerendered pages once, when it starts, so one started mid-build would serve the app's shell).
 */
export async function waitForWebBuild(prerendered: boolean, quietMs = 5_000, timeoutMs = 300_000): Promise<void> {
  const state = () => {
    const index = webBuildStamp();
    const list = prerendered ? builtAt('.sightline/prerendered.json') : index;
    return { whole: index > 0 && list >= index, key: `${index}/${list}` };
  };
  const startedAt = Date.now();
  let last = state();
  let since = Date.now();
  let told = false;
  for (;;) {
    if (last.whole && Date.now() - since >= quietMs) return;
    if (Date.now() - startedAt > timeoutMs) throw new Error(`the web build in ${DEFAULT_WEB_DIST} was not whole and quiet for ${quietMs / 1000} s within ${timeoutMs / 1000} s`);
    if (!told && !last.whole) {
      console.log(`  (waiting for the web build in ${DEFAULT_WEB_DIST} to be whole: someone is building)`);
      told = true;
    }
    await sleep(500);
    const now = state();
    if (now.key !== last.key) since = Date.now();
    last = now;
  }
}

export interface BenchServer {
  origin: string;
  process: Child;
  /** Resolves once /api/health answers; throws with the server's output when it does not start. */
  ready(): Promise<void>;
  /** Stops the server and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** The real server on a free port of 127.0.0.1 with a fresh DATA_DIR (PGlite), PUBLIC_URL its own origin, no SMTP. */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `sightline-bench-${name}-`));
  const server = startNode(['apps/server/src/server.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    ...env,
  });
  return {
    origin,
    process: server,
    async ready() {
      const startedAt = Date.now();
      for (;;) {
        const health = await fetch(`${origin}/api/health`).catch(() => null);
        if (health?.status === 200) return;
        if (server.process.exitCode !== null || Date.now() - startedAt > 120_000) throw new Error(`the server did not start:\n${server.output()}`);
        await sleep(200);
      }
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bytes of `url`'s body as the server sends it to a client that accepts gzip only. */
export function gzippedBytes(url: string): Promise<number> {
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

export interface TextResponse {
  url: string;
  compressed: boolean;
  /** Known when the response was sent uncompressed (then it has a Content-Length). */
  length: number | null;
}

/** An audit of a judged category that scored under 1 (or could not run). */
export interface FailingAudit {
  id: string;
  title: string;
  /** null when the audit errored. */
  score: number | null;
  /** Lighthouse's explanation or error message, when it gives one. */
  explanation: string | null;
  /** What Lighthouse names in the audit's details: elements (selector, snippet, why), URLs or other items. */
  items: string[];
}

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface Run {
  /** 0–100 per category asked for. */
  scores: Partial<Record<Category, number>>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsFiles: number;
  jsGzipped: number;
  jsTransferred: number;
  /** Each script the page loaded, with its gzipped size in bytes. */
  scripts: Array<{ url: string; gzipped: number }>;
  text: TextResponse[];
  uncompressed: TextResponse[];
  lighthouseCompression: boolean;
  /** Failing audits of each category asked for except performance. */
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster; TBT grows as it falls). */
  benchmarkIndex: number;
}

type DetailItem = Record<string, unknown> & {
  node?: { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string };
  subItems?: { items?: DetailItem[] };
};

const oneLine = (text: string, max = 240) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** One line per thing an audit's details name: an element (selector, snippet, explanation), a URL, or the item's fields. */
function describeItem(item: DetailItem): string {
  if (item.node) {
    const { selector, snippet, nodeLabel, explanation } = item.node;
    return oneLine([selector, snippet && `${snippet}`, nodeLabel && `“${nodeLabel}”`, explanation && `— ${explanation}`].filter(Boolean).join(' '), 600);
  }
  const fields = Object.entries(item).filter(([key, value]) => key !== 'subItems' && value !== undefined && value !== null && typeof value !== 'object');
  const own = fields.map(([key, value]) => `${key}: ${String(value)}`).join(', ');
  const nested = (item.subItems?.items ?? []).map(describeItem);
  return oneLine([own, ...nested].filter(Boolean).join('; '), 600);
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || NOT_JUDGED.has(audit.scoreDisplayMode)) continue;
    if (audit.score !== null && audit.score >= 1) continue;
    const details = audit.details as { items?: DetailItem[] } | undefined;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      explanation: audit.errorMessage ?? audit.explanation ?? null,
      items: (details?.items ?? []).map(describeItem).filter(Boolean),
    });
  }
  return failing;
}

/** Lighthouse's own errors that it says to run it again for: its trace missed the navigation's start. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const RUN_ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` (mobile defaults, simulated throttling) in a new context of the
 * browser on DevTools port `port`. A run whose trace Lighthouse could not read is made again (and
 * said so), as Lighthouse itself asks.
 */
export async function lighthouseRun(url: string, port: number, categories: Category[]): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, port, categories);
    } catch (error) {
      const code = error instanceof LighthouseRuntimeError ? error.code : null;
      if (code === null || !RETRIED_ERRORS.has(code) || attempt === RUN_ATTEMPTS) throw error;
      console.log(`  (Lighthouse could not read its trace, ${code}: run made again)`);
    }
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

async function lighthouseAttempt(url: string, port: number, categories: Category[]): Promise<Run> {
  const [{ default: lighthouse }, { default: puppeteer }] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const context = await browser.createBrowserContext();
  const responses: HTTPResponse[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => responses.push(response));
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: categories };
    const outcome = await lighthouse(url, flags, undefined, page as unknown as Parameters<typeof lighthouse>[3]);
    if (!outcome) throw new Error('Lighthouse returned no result');
    const lhr: Result = outcome.lhr;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`, lhr.runtimeError.code);
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
    const scores: Run['scores'] = {};
    const failing: Run['failing'] = {};
    for (const category of categories) {
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      if (category !== 'performance') failing[category] = failingAudits(lhr, category);
    }
    return {
      scores,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      jsFiles: scripts.length,
      jsGzipped: gzipped.reduce((sum, bytes) => sum + bytes, 0),
      jsTransferred: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
      scripts: scripts.map((script, index) => ({ url: script.url, gzipped: gzipped[index]! })),
      text,
      uncompressed,
      lighthouseCompression: lhr.audits['uses-text-compression']?.score === 1,
      failing,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close().catch(() => undefined);
    await browser.disconnect().catch(() => undefined);
  }
}

export function verdict(goal: string, value: string, met: boolean): boolean {
  console.log(`  ${met ? 'pass' : 'FAIL'}  ${goal}: ${value}`);
  return met;
}

/** Prints a note when a run's CPU benchmark says the machine was busy. */
export function noteSlowCpu(runs: Run[]): void {
  const slowest = Math.min(...runs.map((run) => run.benchmarkIndex));
  if (slowest < SLOW_CPU_BENCHMARK_INDEX) {
    console.log(`  note: a run's CPU benchmark was ${Math.round(slowest)}, under Lighthouse's ${SLOW_CPU_BENCHMARK_INDEX} for a normal machine: the machine was busy, so TBT and the score read worse than the page is.`);
  }
}

/** Prints the pass/FAIL line of "every text response over the threshold was compressed" over all runs. */
export function compressionVerdict(runs: Run[]): boolean {
  const uncompressed = [...new Set(runs.flatMap((run) => run.uncompressed.map((response) => response.url)))];
  const lighthouseFlagged = runs.some((run) => !run.lighthouseCompression);
  const met = uncompressed.length === 0 && !lighthouseFlagged;
  return verdict(
    'all text responses compressed',
    met
      ? `every text response over ${COMPRESS_THRESHOLD_BYTES} bytes was compressed (Lighthouse's text-compression audit passed)`
      : `not compressed: ${uncompressed.join(', ') || 'see Lighthouse uses-text-compression'}`,
    met,
  );
}
