// npm run bench:analyzer — three figures on the same machine in one run, printed as ratios because
// the machine is shared and noisy:
//   1. one page, all five analysis types, one device: our CLI vs the Lighthouse 12 CLI (4 categories);
//   2. the 50-page fixture site, all types: our CLI vs Lighthouse run page after page;
//   3. peak RSS of our whole process tree (Node + every Chromium process) on a 200-page scan.
// Options (environment): BENCH_RUNS (rounds for figure 1, default 3), BENCH_LH_PAGES (pages
// Lighthouse really runs for figure 2, default all 50; fewer are extrapolated and marked so),
// BENCH_SKIP (comma list of 1,2,3).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../src/driver/chromium-args.mjs';
import { findChromePath } from '../src/driver/chrome-path.mjs';
import { benchPaths } from '../test/fixtures/bench-site/site';

const pkg = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repo = resolve(pkg, '../..');
const cli = join(pkg, 'bin/sightline.js');
const lighthouseBin = join(repo, 'node_modules/.bin/lighthouse');
const chrome = findChromePath();
if (!chrome) throw new Error('No Chromium found (apt-get install chromium or set CHROME_PATH)');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const work = mkdtempSync(join(tmpdir(), 'sightline-bench-'));
const ALL_TYPES = 'GENERAL,SOCIAL,USABILITY,PAGE_SPEED,UI_ANALYSIS';

function ours(url: string, maxPages: number, out: string): string[] {
  return ['node', cli, 'audit', url, '--max-pages', String(maxPages), '--types', ALL_TYPES, '--device', 'mobile', '--allow-private', '--screenshots', '--format', 'json', '--output', out];
}

/** Lighthouse's own CLI with its defaults (4 categories, simulated throttling) on the same Chromium. */
function lighthouse(url: string): string[] {
  // As root Chromium needs --no-sandbox; Playwright adds it for our runs, chrome-launcher does not.
  const flags = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS].join(' ');
  return [lighthouseBin, url, `--chrome-flags=${flags}`, '--output=json', '--output-path=/dev/null', '--quiet'];
}

async function serve(pages: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(pkg, 'test/fixtures/bench-site/serve.ts'), String(pages)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolveUrl(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bench site exited with ${code}`)));
  });
  return { url, process: child };
}

/**
 * Mean wall time in seconds of each command over `runs` rounds. The commands take turns within a
 * round, so a burst of load from other work on the machine hits both sides rather than one.
 */
function alternating(commands: string[][]): number[] {
  const times = commands.map(() => [] as number[]);
  for (let round = 0; round < runs; round += 1) {
    commands.forEach((command, index) => times[index]!.push(timed(command)));
    print(`    round ${round + 1}: ${times.map((list) => `${list.at(-1)!.toFixed(1)} s`).join(' vs ')}`);
  }
  return times.map((list) => list.reduce((sum, value) => sum + value, 0) / list.length);
}

function timed(command: string[]): number {
  const start = process.hrtime.bigint();
  execFileSync(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * Memory (bytes) of `pid` and all its descendants: summed RSS counts pages Chromium's processes share
 * once per process (an upper bound); summed PSS splits shared pages between them (what the tree costs).
 */
function treeMemory(pid: number): { rss: number; pss: number } {
  let total = 0;
  let pss = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    try {
      const rollup = readFileSync(`/proc/${current}/smaps_rollup`, 'utf8');
      total += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between listing and reading: it holds no memory any more.
    }
  }
  return { rss: total, pss };
}

const GNU_TIME = '/usr/bin/time';

async function peakMemory(command: string[]): Promise<{ peak: number; peakPss: number; largestProcess: number | null; seconds: number; pages: number }> {
  const start = Date.now();
  // GNU time -v adds the kernel's own figure: the peak RSS of the largest single process of the tree.
  const timed = existsSync(GNU_TIME) ? [GNU_TIME, '-v', ...command] : command;
  const child = spawn(timed[0]!, timed.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr += chunk));
  let peak = 0;
  let peakPss = 0;
  const timer = setInterval(() => {
    const memory = treeMemory(child.pid!);
    peak = Math.max(peak, memory.rss);
    peakPss = Math.max(peakPss, memory.pss);
  }, 200);
  // A long scan on a busy machine shows its progress, so an interrupted run still leaves a figure.
  const progress = setInterval(() => process.stdout.write(`[3] … peak so far ${(peak / 1024 ** 3).toFixed(2)} GB summed RSS, ${(peakPss / 1024 ** 3).toFixed(2)} GB summed PSS after ${((Date.now() - start) / 1000).toFixed(0)} s\n`), 60_000);
  // 'close', not 'exit': GNU time's report on stderr must be read in full.
  const code = await new Promise<number | null>((resolveCode) => child.once('close', resolveCode));
  clearInterval(timer);
  clearInterval(progress);
  // What the scan itself wrote comes before GNU time's block.
  const [scanOutput = '', timeBlock = ''] = stderr.split(/^\tCommand being timed:/m);
  process.stderr.write(scanOutput);
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeBlock);
  const largestProcess = maxRss ? Number(maxRss[1]) * 1024 : null;
  if (code !== 0 && code !== 1) throw new Error(`The 200-page scan exited with ${code}`);
  const report = JSON.parse(readFileSync(command.at(-1)!, 'utf8')) as { pages: unknown[] };
  return { peak, peakPss, largestProcess, seconds: (Date.now() - start) / 1000, pages: report.pages.length };
}

const lines: string[] = [];
const print = (line: string) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

const site50 = await serve(50);
try {
  if (!skip.has('1')) {
    const url = `${site50.url}/blog/post-1`;
    print(`\n[1] One page, all five types, mobile — ${runs} run(s) each, taking turns`);
    const [ourTime, lhTime] = alternating([ours(url, 1, join(work, 'one.json')), lighthouse(url)]);
    print(`[1] ours ${ourTime!.toFixed(1)} s, Lighthouse 12 (4 categories) ${lhTime!.toFixed(1)} s → ratio ${(ourTime! / lhTime!).toFixed(2)} (goal ≤ 1.0)`);
  }
  if (!skip.has('2')) {
    print('\n[2] 50-page fixture site, all types, mobile');
    const ourTime = timed(ours(site50.url, 50, join(work, 'fifty.json')));
    const analysed = (JSON.parse(readFileSync(join(work, 'fifty.json'), 'utf8')) as { pages: unknown[] }).pages.length;
    const paths = benchPaths(50);
    const measure = Math.min(paths.length, Number(process.env.BENCH_LH_PAGES ?? paths.length));
    let lhTotal = 0;
    for (const path of paths.slice(0, measure)) lhTotal += timed(lighthouse(`${site50.url}${path}`));
    const lhFifty = (lhTotal / measure) * paths.length;
    const note = measure < paths.length ? ` (measured ${measure} pages, ${(lhTotal / measure).toFixed(1)} s each, extrapolated to ${paths.length})` : '';
    print(`[2] ours ${ourTime.toFixed(0)} s for ${analysed} pages, Lighthouse page after page ${lhFifty.toFixed(0)} s${note} → ratio ${(ourTime / lhFifty).toFixed(2)} (goal ≤ 0.2)`);
  }
} finally {
  site50.process.kill();
}

if (!skip.has('3')) {
  const site200 = await serve(200);
  try {
    print('\n[3] 200-page fixture scan, all types, mobile: peak RSS of the process tree');
    const result = await peakMemory(ours(site200.url, 200, join(work, 'two-hundred.json')));
    const gb = result.peak / 1024 ** 3;
    print(`[3] peak PSS ${(result.peakPss / 1024 ** 3).toFixed(2)} GB (summed RSS, counting shared pages per process: ${gb.toFixed(2)} GB) over ${result.pages} pages in ${result.seconds.toFixed(0)} s → ratio to the 1.5 GB goal ${(result.peakPss / 1024 ** 3 / 1.5).toFixed(2)} PSS, ${(gb / 1.5).toFixed(2)} RSS (goal ≤ 1.0)`);
    if (result.largestProcess !== null) print(`[3] largest single process (GNU time -v, maximum resident set size): ${(result.largestProcess / 1024 ** 2).toFixed(0)} MB`);
  } finally {
    site200.process.kill();
  }
}

print(`\nSummary:\n${lines.filter((line) => /^\[\d\] (ours|peak|largest)/.test(line)).join('\n')}`);
rmSync(work, { recursive: true, force: true });
