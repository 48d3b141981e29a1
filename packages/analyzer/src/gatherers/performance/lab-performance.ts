// Lab performance figures from Lighthouse 12 itself (performance category, simulated throttling),
// run on the run's own browser through its DevTools port: users compare our numbers with
// Lighthouse's, so we report Lighthouse's rather than an imitation of them.
import type { Config, Flags, Result } from 'lighthouse';
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { LAB_METRIC_NOISE } from '@sightline/shared/report/lab-noise';
import type { Device, Gatherer, GatherContext } from '../../types';
import type { RequestGuard } from '../../driver/request-guard';
import { LabRunFailure, labProcess } from './lab-process';

export const LAB_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'server-response-time'] as const;
export type LabMetricId = (typeof LAB_METRICS)[number];

/**
 * Lighthouse audits whose savings our findings read: render-blocking-resources (its simulated saving)
 * and unused-code (JavaScript and CSS coverage). The other resource findings (image formats and
 * sizes, offscreen images, compression, cache headers, font-display, page weight, third parties) are
 * our own, from the load every page gets; asking Lighthouse for its versions of them ran its image
 * re-encoding (OptimizedImages), its compression of every text response (ResponseCompression) and its
 * image measurement (ImageElements) in every run, for figures nothing read.
 */
export const LAB_OPPORTUNITIES = ['render-blocking-resources', 'unused-javascript', 'unused-css-rules'] as const;
export type LabOpportunityId = (typeof LAB_OPPORTUNITIES)[number];

export interface LabMetric {
  /** Median over the runs, in ms (unitless for CLS). */
  value: number;
  /**
   * Lighthouse's 0..1 score of the median value: the median of the runs' scores, which is exactly the
   * median value's score for an odd number of runs (a metric's score falls as its value rises).
   */
  score: number | null;
  /** Every run's value, so variability is visible. */
  runs: number[];
}

/** How fast the machine was while measuring, by Lighthouse's own CPU benchmark. */
export interface LabEnvironment {
  /**
   * Lighthouse's BenchmarkIndex (`lhr.environment.benchmarkIndex`) of the page's first run, which the
   * later runs of the page report too (lighthouseRuns); null when it reported none.
   */
  benchmarkIndex: number | null;
  /** True when it is at or below Lighthouse's slow-CPU threshold: the lab figures run high and vary more. */
  slow: boolean;
}

export interface LabOpportunity {
  score: number | null;
  savingsMs: number;
  savingsBytes: number;
  displayValue: string | null;
  items: Array<{ url: string; wastedBytes?: number; wastedMs?: number; totalBytes?: number }>;
}

export type LabPerformance =
  | {
      measured: true;
      method: string;
      lighthouseVersion: string;
      /** Performance category score of the median run (0..1). */
      score: number | null;
      metrics: Record<LabMetricId, LabMetric | null>;
      opportunities: Partial<Record<LabOpportunityId, LabOpportunity>>;
      template: string;
      /** Lighthouse runs behind the medians. */
      runs: number;
      environment: LabEnvironment;
      warnings: string[];
    }
  | {
      measured: false;
      /** Why not: another page stands for this one's template, or the run had no DevTools port. */
      reason: string;
      template: string | null;
      representative: string | null;
    };

declare module '../../types' {
  interface Artifacts {
    LabPerformance: LabPerformance;
  }
}

export const LAB_METHOD = 'Lighthouse 12 performance category, simulated throttling (lab data, not field data)';

// Lighthouse's defaults wait a full second at each of four quiet points; a quarter to half of that is
// enough for a page that already finished loading once in this browser, and it saves ~3 s per run.
const FASTER_WAITS = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 500, cpuQuietThresholdMs: 500 };

/**
 * What one Lighthouse run measures: `full`, the metrics and the opportunities our findings read;
 * `metrics`, the metrics alone. Only the first run of a page is full: the opportunities' figures that
 * decide a finding are bytes (coverage, resource sizes) the runs share, and the runs after the first
 * only add metrics to the medians. What a metrics run leaves out comes after the trace (CSS coverage,
 * the style sheets, the trace engine's insights that render-blocking-resources computes, the
 * opportunities' simulations), except JavaScript coverage, which the full run switches on for the load
 * at function level only (no block counts).
 */
export type RunMeasures = 'full' | 'metrics';

/** Our Lighthouse config for `device` (`desktopConfig`: Lighthouse's own desktop preset). */
export function configFor(device: Device, desktopConfig: Config, measures: RunMeasures = 'full'): Config {
  const base = device === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' as const };
  return {
    ...base,
    settings: {
      ...(device === 'desktop' ? desktopConfig.settings : {}),
      ...FASTER_WAITS,
      // Only the audits we report, and no onlyCategories: Lighthouse keeps the union of the two lists,
      // so naming the performance category as well brought back all of its 73 audits and the gatherers
      // only its diagnostics read (TraceElements, DOMStats, a back-and-forward navigation for
      // BFCacheFailures), 2-3 s of every run. The performance category stays, with the five weighted
      // metrics that are its whole score; those gatherers all run after the trace, so the metrics are
      // the ones a full run measures. `interactive` (weight 0) is what Lighthouse's computeMedianRun
      // picks the representative run by.
      onlyAudits: [...LAB_METRICS, 'interactive', ...(measures === 'full' ? LAB_OPPORTUNITIES : [])],
      // The full-page screenshot is for Lighthouse's own viewer; UI_ANALYSIS takes ours.
      disableFullPageScreenshot: true,
      // Every run gets a new tab in a new browser context, which is at about:blank already.
      skipAboutBlank: true,
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Lighthouse's own threshold for its "slower CPU than Lighthouse expects" warning
 * (core/gather/driver/environment.js): at or below it, simulated throttling's CPU estimates run high.
 */
export const SLOW_CPU_BENCHMARK_INDEX = 1000;

/**
 * The representative run, as Lighthouse's variability guide advises (docs/variability.md): its
 * computeMedianRun, the run nearest the median first paint and time to interactive. Its performance
 * score and warnings are reported; each metric is the median over all runs.
 */
async function representativeRun(runs: Result[]): Promise<Result> {
  if (runs.length === 1) return runs[0]!;
  const { computeMedianRun, filterToValidRuns } = (await import('lighthouse/core/lib/median-run.js')) as unknown as {
    computeMedianRun(runs: Result[]): Result;
    filterToValidRuns(runs: Result[]): Result[];
  };
  const valid = filterToValidRuns(runs);
  return valid.length > 0 ? computeMedianRun(valid) : runs[0]!;
}

function opportunityOf(audit: Result['audits'][string] | undefined): LabOpportunity | undefined {
  if (!audit || audit.scoreDisplayMode === 'error' || audit.scoreDisplayMode === 'notApplicable') return undefined;
  const details = audit.details as { items?: Array<Record<string, unknown>>; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  const items = (details?.items ?? []).slice(0, 15).map((item) => {
    const entity = item.entity as { text?: string } | string | undefined;
    const url = typeof item.url === 'string' ? item.url : typeof entity === 'string' ? entity : (entity?.text ?? '');
    const out: LabOpportunity['items'][number] = { url };
    if (typeof item.wastedBytes === 'number') out.wastedBytes = Math.round(item.wastedBytes);
    if (typeof item.wastedMs === 'number') out.wastedMs = Math.round(item.wastedMs);
    if (typeof item.totalBytes === 'number') out.totalBytes = Math.round(item.totalBytes);
    if (typeof item.transferSize === 'number') out.totalBytes = Math.round(item.transferSize);
    return out;
  });
  return {
    score: audit.score,
    savingsMs: Math.round(audit.metricSavings?.LCP ?? details?.overallSavingsMs ?? 0),
    savingsBytes: Math.round(details?.overallSavingsBytes ?? 0),
    displayValue: audit.displayValue ?? null,
    items,
  };
}

export type LabMeasurement = Omit<Extract<LabPerformance, { measured: true }>, 'template'>;

/**
 * One Lighthouse run in a new tab of a new browser context of `browser` (puppeteer, connected to the
 * run's browser through its DevTools port). That browser reaches the network only through the run's
 * egress proxy, so the tab, its popups, redirects and workers are held to the run's address guard as
 * our own loads are. A run that Lighthouse could not complete names the page it last showed, for the
 * guard to say why when the proxy refused it (measureLab).
 */
async function lighthouseRun(url: string, browser: PuppeteerBrowser, config: Config): Promise<Result> {
  // Imported here, not at the top: loading Lighthouse takes seconds, and most runs (the CLI's --help,
  // runs without PAGE_SPEED, pages outside the lab sample) never need it.
  const { default: lighthouse } = await import('lighthouse');
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // A popup (any other tab of this context, with or without an opener) takes the foreground from
    // the measured tab, which then paints nothing (NO_FCP).
    context.on('targetcreated', (target) => {
      if (target.type() === 'page' && target !== page.target()) void target.page().then((popup) => popup?.close().catch(() => undefined));
    });
    // As in our own loads (Playwright's serviceWorkers: 'block'): a service worker would outlive the
    // page and measure a second visit's cache instead of the first.
    await page.evaluateOnNewDocument(SERVICE_WORKERS_BLOCKED);
    const flags: Flags = { output: 'json', logLevel: 'error' };
    const outcome = await lighthouse(url, flags, config, page as unknown as Parameters<typeof lighthouse>[3]);
    if (!outcome) throw new Error('Lighthouse returned no result');
    if (outcome.lhr.runtimeError) throw new LabRunFailure(`Lighthouse: ${outcome.lhr.runtimeError.message}`, outcome.lhr.finalDisplayedUrl);
    return outcome.lhr;
  } finally {
    await context.close().catch(() => undefined);
  }
}

const SERVICE_WORKERS_BLOCKED = `if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Service workers are off during analysis', 'SecurityError'));`;

/** The five metrics of Lighthouse's performance score, each reported as a finding. */
type WeightedMetricId = keyof typeof LAB_METRIC_NOISE;

/**
 * How closely runs must agree for the rest to be skipped, per weighted metric: Lighthouse's score in
 * points (its 0..1 score, which Lighthouse gives to two decimals, times 100), and the value itself,
 * within `relative` of the smaller or within `floor` (ms; unitless for CLS), whichever is larger. The
 * value band is the metric's measured noise between analyses (LAB_METRIC_NOISE, the band within
 * which "What changed" calls a change noise): two runs closer than that leave a third nothing to
 * settle that a report could show as a change. Lighthouse's own server response time, which no
 * finding reports (ours is our load's), does not ask for another run.
 */
export const RUN_AGREEMENT: Readonly<Record<WeightedMetricId, { points: number; floor: number; relative: number }>> = Object.fromEntries(
  Object.entries(LAB_METRIC_NOISE).map(([id, band]) => [id, { points: 2, ...band }]),
) as Record<WeightedMetricId, { points: number; floor: number; relative: number }>;

/** Lighthouse's verdict lines on a metric's score: passed at 0.9, "serious" below 0.5. */
const SCORE_LINES = [0.9, 0.5];

/**
 * Whether the runs so far settle what all `planned` runs would report, so the rest can be skipped.
 * Once more than half the planned runs lie in an interval, the median of all of them lies in it too,
 * whatever the remaining runs measure: with 3 planned, two runs that agree bound the third-run median.
 * So when every metric's score and value agree across the runs so far (RUN_AGREEMENT) and no run is
 * on the other side of a verdict line (pass at 0.9, serious below 0.5), the median of the runs so far
 * gives each finding the outcome and severity the full count would have, its score within one
 * point of it per metric (two runs may be 0.02 apart; their median is halfway), and its value within
 * their distance (half of it for two runs), less than the metric's noise between analyses. Runs that
 * disagree, or a metric one of them did not measure, need the planned count.
 */
export function runsSettle(results: readonly Result[], planned: number): boolean {
  if (results.length >= planned) return true;
  if (results.length <= planned / 2) return false;
  return (Object.keys(RUN_AGREEMENT) as WeightedMetricId[]).every((id) => {
    const audits = results.map((result) => result.audits[id]);
    const values = audits.map((audit) => audit?.numericValue);
    const scores = audits.map((audit) => audit?.score);
    if (!values.every((value): value is number => typeof value === 'number') || !scores.every((score): score is number => typeof score === 'number')) return false;
    const { points, floor, relative } = RUN_AGREEMENT[id];
    const low = Math.min(...values);
    const valuesAgree = Math.max(...values) - low <= Math.max(floor, relative * Math.abs(low));
    // In whole points: in binary fractions 1 - 0.98 is a little more than 0.02, which asked for a
    // third run on the bench's light page (its largest paint scores 1 in one run, 0.98 in the other).
    const scoresAgree = Math.round(100 * (Math.max(...scores) - Math.min(...scores))) <= points;
    const sameVerdict = SCORE_LINES.every((line) => scores.every((value) => value >= line) || scores.every((value) => value < line));
    return valuesAgree && scoresAgree && sameVerdict;
  });
}

/**
 * Runs Lighthouse up to `runs` times on `url` through the browser at `port`, stopping early once the
 * runs so far settle the medians (runsSettle); each metric is the median of the runs made.
 * `onRun` hears each run's start and end (SIGHTLINE_PROFILE's timeline). Lighthouse runs in a process
 * of its own (lab-process.ts); the address guard, which lives with the run's egress proxy in this one,
 * says why a run could not load the page when the proxy refused it.
 */
export async function measureLab(url: string, port: number, device: Device, runs: number, guard: RequestGuard, onRun: (event: string) => void = () => undefined): Promise<LabMeasurement> {
  try {
    return await labProcess().measure({ url, port, device, runs }, onRun);
  } catch (error) {
    if (error instanceof LabRunFailure) throw new Error(guard.failureFor(error.finalUrl) ?? error.message);
    throw error;
  }
}

/** measureLab's work, in the Lighthouse process. */
export async function lighthouseRuns(url: string, port: number, device: Device, runs: number, onRun: (event: string) => void): Promise<LabMeasurement> {
  const [{ desktopConfig }, { default: puppeteer }, { pageFunctions }] = await Promise.all([import('lighthouse'), import('puppeteer-core'), import('lighthouse/core/lib/page-functions.js')]);
  // One DevTools connection for all the runs; each run has a browser context of its own.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const measureBenchmark = pageFunctions.computeBenchmarkIndex;
  try {
    const results: Result[] = [];
    while (!runsSettle(results, runs)) {
      onRun(`Lighthouse run ${results.length + 1} started`);
      results.push(await lighthouseRun(url, browser, configFor(device, desktopConfig, results.length === 0 ? 'full' : 'metrics')));
      onRun(`Lighthouse run ${results.length} done`);
      // Each run starts with Lighthouse's CPU benchmark: a second of one core spinning in the page,
      // which only its environment warning reads (no metric does). The page's later runs are given
      // the first run's figure instead of measuring the same machine again a moment later.
      const measured = results.length === 1 ? results[0]!.environment?.benchmarkIndex : undefined;
      if (typeof measured === 'number' && measured > 0) pageFunctions.computeBenchmarkIndex = benchmarkOf(measured);
    }
    return await summariseRuns(results, runs);
  } finally {
    pageFunctions.computeBenchmarkIndex = measureBenchmark;
    await browser.disconnect().catch(() => undefined);
  }
}

/**
 * A stand-in for Lighthouse's benchmark page function that gives `index` at once. Lighthouse runs a
 * page function from its source text, so the figure is written into it.
 */
export function benchmarkOf(index: number): () => number {
  return new Function(`return ${Number(index)};`) as () => number;
}

/**
 * The measurement of several Lighthouse runs of one page: medians, the representative run's score,
 * the first run's opportunities (the only run that measures them: see RunMeasures), the CPU
 * benchmark. `planned`: the runs asked for, when agreeing runs made the rest unnecessary (the method
 * says so).
 */
export async function summariseRuns(results: Result[], planned = results.length): Promise<LabMeasurement> {
  const runs = results.length;
  const chosen = await representativeRun(results);
  const metrics = Object.fromEntries(
    LAB_METRICS.map((id) => {
      const measured = results.map((result) => result.audits[id]).filter((audit) => typeof audit?.numericValue === 'number');
      if (measured.length === 0) return [id, null];
      const scores = measured.map((audit) => audit!.score).filter((score): score is number => typeof score === 'number');
      return [id, { value: median(measured.map((audit) => audit!.numericValue!)), score: scores.length > 0 ? median(scores) : null, runs: measured.map((audit) => audit!.numericValue!) }];
    }),
  ) as Record<LabMetricId, LabMetric | null>;
  const opportunities: Partial<Record<LabOpportunityId, LabOpportunity>> = {};
  for (const id of LAB_OPPORTUNITIES) {
    const opportunity = opportunityOf(results[0]!.audits[id]);
    if (opportunity) opportunities[id] = opportunity;
  }
  const first = results[0]!.environment?.benchmarkIndex;
  const benchmarkIndex = typeof first === 'number' && first > 0 ? Math.round(first) : null;
  return {
    measured: true,
    method: `${LAB_METHOD}; median of ${runs} run${runs > 1 ? 's' : ''}${runs < planned ? ` (of up to ${planned}: they agreed closely enough that more could not move the median out of their range)` : ''}`,
    lighthouseVersion: chosen.lighthouseVersion,
    score: chosen.categories.performance?.score ?? null,
    metrics,
    opportunities,
    runs,
    environment: { benchmarkIndex, slow: benchmarkIndex !== null && benchmarkIndex <= SLOW_CPU_BENCHMARK_INDEX },
    warnings: chosen.runWarnings,
  };
}

export const labPerformanceGatherer: Gatherer<'LabPerformance'> = {
  name: 'LabPerformance',
  // Lighthouse loads the page in a browser of its own, started by the runner together with our own load; this
  // only waits for its result, after every other gatherer, so both overlap.
  phase: 'last',
  async gather(ctx: GatherContext) {
    const lab = ctx.lab;
    if (!lab) return { measured: false, reason: 'The browser was started without a DevTools port, so Lighthouse could not attach', template: null, representative: null };
    if (!lab.sample.isSample || !lab.measurement) {
      return {
        measured: false,
        reason: `Lab figures are measured once per URL template; ${lab.sample.representative} stands for ${lab.sample.template}`,
        template: lab.sample.template,
        representative: lab.sample.representative,
      };
    }
    return { ...(await lab.measurement), template: lab.sample.template };
  },
};
