// npm run bench:analyzer — figures on the same machine in one run, printed as ratios because the
// machine is shared and noisy:
//   1. one page on one device (mobile), on two pages: the bench site's light blog post and the heavy
//      page (test/fixtures/heavy-page: a shop home page with 2,900 elements, 138 images, web fonts
//      and four third parties). Taking turns within each round:
//        a. our CLI with its defaults (up to 3 Lighthouse runs; a third only when the first two
//           disagree) against the Lighthouse 12 CLI with its defaults (one run, 4 categories);
//        b. our CLI with --runs 1, so both sides measure the page once;
//        c. b plus one more analysis type (DECEPTIVE_DESIGN by default): what it adds (limit +30 %);
//   2. the 50-page fixture site, all types: our CLI vs Lighthouse run page after page;
//   3. peak RSS of our whole process tree (Node + every Chromium process) on a 200-page scan.
// Every round prints the machine's load average, and each side's Lighthouse CPU benchmark.
// Options: --types (the analysis types of figures 1-3, comma-separated; default the five of the
// product's first version), --added-type (the type figure 1c adds, or "none"), --rounds (figure 1,
// default 3), --pages (figure 1's pages: light,heavy), --skip (comma list of 1,2,3), --lh-pages
// (pages Lighthouse really runs for figure 2, default all 50; fewer are extrapolated and marked so).
// --baseline PATH (another checkout's packages/analyzer/bin/sightline.js) adds that CLI with its
// defaults to figure 1's turns: a before/after comparison under the same load.
// The environment's BENCH_RUNS, BENCH_SKIP and BENCH_LH_PAGES are read as before.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from '../src/driver/chromium-args.mjs';
import { findChromePath } from '../src/driver/chrome-path.mjs';
import { ANALYSIS_TYPES, type AnalysisType } from '../src/types';
import { benchPaths } from '../test/fixtures/bench-site/site';

const pkg = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repo = resolve(pkg, '../..');
const cli = join(pkg, 'bin/sightline.js');
const lighthouseBin = join(repo, 'node_modules/.bin/lighthouse');
const chrome = findChromePath();
if (!chrome) throw new Error('No Chromium found (apt-get install chromium or set CHROME_PATH)');
const { values: args } = parseArgs({
  options: {
    types: { type: 'string', default: 'GENERAL,SOCIAL,USABILITY,PAGE_SPEED,UI_ANALYSIS' },
    'added-type': { type: 'string', default: 'DECEPTIVE_DESIGN' },
    rounds: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    pages: { type: 'string', default: 'light,heavy' },
    skip: { type: 'string', default: process.env.BENCH_SKIP ?? '' },
    'lh-pages': { type: 'string', default: process.env.BENCH_LH_PAGES },
    baseline: { type: 'string' },
  },
});
function typeList(text: string): AnalysisType[] {
  const types = text.split(',').map((type) => type.trim().toUpperCase()).filter(Boolean);
  const unknown = types.filter((type) => !(ANALYSIS_TYPES as readonly string[]).includes(type));
  if (types.length === 0 || unknown.length > 0) throw new Error(`--types: unknown ${unknown.join(', ') || '(none given)'}; the types are ${ANALYSIS_TYPES.join(', ')}`);
  return types as AnalysisType[];
}
const types = typeList(args.types);
const addedType = args['added-type'].toLowerCase() === 'none' ? null : typeList(args['added-type'])[0]!;
if (addedType && types.includes(addedType)) throw new Error(`--added-type ${addedType} is in --types already`);
const runs = Number(args.rounds);
const skip = new Set(args.skip.split(',').filter(Boolean));
const onePages = new Set(args.pages.split(',').filter(Boolean));
const work = mkdtempSync(join(tmpdir(), 'sightline-bench-'));

interface Command {
  argv: string[];
  env?: Record<string, string>;
  /** The JSON report (ours) or Lighthouse result it writes, to read the CPU benchmark from. */
  output: string;
}

function ours(url: string, maxPages: number, out: string, options: { runs?: number; types?: readonly AnalysisType[]; hostRules?: string; bin?: string } = {}): Command {
  const argv = ['node', options.bin ?? cli, 'audit', url, '--max-pages', String(maxPages), '--types', (options.types ?? types).join(','), '--device', 'mobile', '--allow-private', '--screenshots', '--format', 'json', '--output', out];
  if (options.runs !== undefined) argv.push('--runs', String(options.runs));
  return { argv, output: out, ...(options.hostRules ? { env: { SIGHTLINE_HOST_RULES: options.hostRules } } : {}) };
}

/** Lighthouse's own CLI with its defaults (4 categories, simulated throttling, one run) on the same Chromium. */
function lighthouse(url: string, out: string, hostRules?: string): Command {
  // As root Chromium needs --no-sandbox; Playwright adds it for our runs, chrome-launcher does not.
  const flags = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS, ...(hostRules ? [`--host-resolver-rules="${hostRules.replace(/,\s*/g, ',')}"`] : [])].join(' ');
  return { argv: [lighthouseBin, url, `--chrome-flags=${flags}`, '--output=json', `--output-path=${out}`, '--quiet'], output: out };
}

async function serve(pages: number): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(pkg, 'test/fixtures/bench-site/serve.ts'), String(pages)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolveUrl(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bench site exited with ${code}`)));
  });
  return { url, process: child };
}

/** Lighthouse's CPU benchmark (BenchmarkIndex) of what `command` wrote: the first lab run's, which our report gives, or Lighthouse's own. */
function benchmarkOf(command: Command): number | null {
  try {
    const written = JSON.parse(readFileSync(command.output, 'utf8')) as { environment?: { benchmarkIndex?: number }; pages?: Array<{ findings: Array<{ id: string; details?: { benchmarkIndex?: number | null } }> }> };
    if (written.environment?.benchmarkIndex) return Math.round(written.environment.benchmarkIndex);
    const finding = written.pages?.[0]?.findings.find((candidate) => candidate.id === 'first-contentful-paint');
    return finding?.details?.benchmarkIndex ?? null;
  } catch {
    return null;
  }
}

/** Why our report's page was not analysed, if it was not: its time then measures a failure, not an analysis. */
function pageErrorOf(command: Command): string | null {
  try {
    const report = JSON.parse(readFileSync(command.output, 'utf8')) as { pages: Array<{ error: string | null }> };
    return report.pages[0]?.error ?? null;
  } catch {
    return 'no report';
  }
}

/** How many Lighthouse runs our report's lab figures rest on. */
function labRunsOf(command: Command): number | null {
  try {
    const report = JSON.parse(readFileSync(command.output, 'utf8')) as { pages: Array<{ findings: Array<{ id: string; details?: { runs?: number[] } }> }> };
    return report.pages[0]?.findings.find((finding) => finding.id === 'first-contentful-paint')?.details?.runs?.length ?? null;
  } catch {
    return null;
  }
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * Mean wall time in seconds of each command over `runs` rounds (over the rounds it did not fail in).
 * The commands take turns within a round, so a burst of load from other work on the machine hits
 * every side rather than one. Each round prints its times, the load average before it, and each
 * command's CPU benchmark.
 */
function alternating(commands: Array<{ label: string; command: Command }>): number[] {
  const times = commands.map(() => [] as number[]);
  for (let round = 0; round < runs; round += 1) {
    const before = load();
    const cells = commands.map(({ label, command }, index) => {
      let seconds: number;
      try {
        seconds = timed(command);
      } catch (error) {
        // A command that failed (Lighthouse's CLI gives up on a page it could not load in time on a
        // loaded machine) measured no analysis: the round says so and its time is not counted.
        return `${label} FAILED (exit status ${(error as { status?: number | null }).status ?? 'none'}, not counted)`;
      }
      times[index]!.push(seconds);
      const benchmark = benchmarkOf(command);
      const isOurs = command.argv[2] === 'audit';
      const labRuns = isOurs ? labRunsOf(command) : null;
      const error = isOurs ? pageErrorOf(command) : null;
      return `${label} ${seconds.toFixed(1)} s${labRuns ? ` (${labRuns} lab run${labRuns > 1 ? 's' : ''})` : ''}${benchmark ? ` [CPU ${benchmark}]` : ''}${error ? ` (FAILED: ${error})` : ''}`;
    });
    print(`    round ${round + 1} (load ${before}): ${cells.join(' · ')}`);
  }
  return times.map((list) => list.reduce((sum, value) => sum + value, 0) / list.length);
}

function timed(command: Command): number {
  const start = process.hrtime.bigint();
  execFileSync(command.argv[0]!, command.argv.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome, ...command.env } });
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

/** The heavy page's server in its own process: its URL and the host rules that reach it. */
async function serveHeavy(): Promise<{ url: string; hostRules: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(pkg, 'test/fixtures/heavy-page/serve.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const started = await new Promise<{ url: string; hostRules: string }>((resolveStarted, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolveStarted(JSON.parse(chunk.toString()) as { url: string; hostRules: string }));
    child.once('exit', (code) => reject(new Error(`heavy page exited with ${code}`)));
  });
  return { ...started, process: child };
}

const typeNames = types.join(', ');

/** Figure 1 on one page: a, b and c of the header, taking turns in each round. */
function onePage(name: string, url: string, hostRules?: string): void {
  const file = (label: string) => join(work, `one-${name}-${label}.json`);
  print(`\n[1 ${name}] ${url}: ${typeNames}, mobile — ${runs} round(s), taking turns`);
  const commands = [
    { label: 'ours', command: ours(url, 1, file('default'), { hostRules }) },
    { label: 'ours --runs 1', command: ours(url, 1, file('one-run'), { runs: 1, hostRules }) },
    ...(addedType ? [{ label: `ours --runs 1 + ${addedType}`, command: ours(url, 1, file('added'), { runs: 1, types: [...types, addedType], hostRules }) }] : []),
    { label: 'Lighthouse', command: lighthouse(url, file('lighthouse'), hostRules) },
    ...(args.baseline ? [{ label: 'baseline', command: ours(url, 1, file('baseline'), { hostRules, bin: resolve(args.baseline) }) }] : []),
  ];
  const times = alternating(commands);
  const [ourTime, oneRun] = times as [number, number];
  const lhTime = times[commands.findIndex((entry) => entry.label === 'Lighthouse')]!;
  print(`[1 ${name}] ours (defaults: up to 3 Lighthouse runs) ${ourTime.toFixed(1)} s, Lighthouse 12 CLI (defaults: 1 run, 4 categories) ${lhTime.toFixed(1)} s → ratio ${(ourTime / lhTime).toFixed(2)} (goal ≤ 1.0, stretch 0.6)`);
  print(`[1 ${name}] ours --runs 1 (one Lighthouse run, as Lighthouse's own) ${oneRun.toFixed(1)} s → ratio ${(oneRun / lhTime).toFixed(2)}`);
  if (addedType) {
    const added = times[2]! - oneRun;
    print(`[1 ${name}] ${addedType} adds ${added.toFixed(1)} s: ${((100 * added) / oneRun).toFixed(0)} % of the one-run analysis, ${((100 * added) / ourTime).toFixed(0)} % of the default one (limit +30 %)`);
  }
  if (args.baseline) {
    const baseline = times.at(-1)!;
    print(`[1 ${name}] baseline ${args.baseline} (its defaults) ${baseline.toFixed(1)} s → ratio ${(baseline / lhTime).toFixed(2)} to Lighthouse; ours ${(ourTime / baseline).toFixed(2)} of the baseline`);
  }
}

const site50 = await serve(50);
try {
  if (!skip.has('1')) {
    if (onePages.has('light')) onePage('light', `${site50.url}/blog/post-1`);
    if (onePages.has('heavy')) {
      const heavy = await serveHeavy();
      try {
        onePage('heavy', heavy.url, heavy.hostRules);
      } finally {
        heavy.process.kill();
      }
    }
  }
  if (!skip.has('2')) {
    print(`\n[2] 50-page fixture site, ${typeNames}, mobile`);
    const ourTime = timed(ours(site50.url, 50, join(work, 'fifty.json')));
    const analysed = (JSON.parse(readFileSync(join(work, 'fifty.json'), 'utf8')) as { pages: unknown[] }).pages.length;
    const paths = benchPaths(50);
    const measure = Math.min(paths.length, Number(args['lh-pages'] ?? paths.length));
    let lhTotal = 0;
    for (const path of paths.slice(0, measure)) lhTotal += timed(lighthouse(`${site50.url}${path}`, join(work, 'fifty-lighthouse.json')));
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
    print(`\n[3] 200-page fixture scan, ${typeNames}, mobile: peak RSS of the process tree`);
    const result = await peakMemory(ours(site200.url, 200, join(work, 'two-hundred.json')).argv);
    const gb = result.peak / 1024 ** 3;
    print(`[3] peak PSS ${(result.peakPss / 1024 ** 3).toFixed(2)} GB (summed RSS, counting shared pages per process: ${gb.toFixed(2)} GB) over ${result.pages} pages in ${result.seconds.toFixed(0)} s → ratio to the 1.5 GB goal ${(result.peakPss / 1024 ** 3 / 1.5).toFixed(2)} PSS, ${(gb / 1.5).toFixed(2)} RSS (goal ≤ 1.0)`);
    if (result.largestProcess !== null) print(`[3] largest single process (GNU time -v, maximum resident set size): ${(result.largestProcess / 1024 ** 2).toFixed(0)} MB`);
  } finally {
    site200.process.kill();
  }
}

print(`\nSummary (load ${load()} at the end):\n${lines.filter((line) => /^\[\d( \w+)?\] (ours|peak|largest|[A-Z_]+ adds|baseline)/.test(line)).join('\n')}`);
rmSync(work, { recursive: true, force: true });
