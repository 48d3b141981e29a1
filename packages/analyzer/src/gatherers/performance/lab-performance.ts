// Lab performance figures from Lighthouse 12 itself (performance category, simulated throttling),
// run on the run's own browser through its DevTools port: users compare our numbers with
// Lighthouse's, so we report Lighthouse's rather than an imitation of them.
import type { Config, Flags, Result } from 'lighthouse';
import type { Device, Gatherer, GatherContext } from '../../types';
import type { RequestGuard } from '../../driver/request-guard';

export const LAB_METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'server-response-time'] as const;
export type LabMetricId = (typeof LAB_METRICS)[number];

/** Lighthouse audits whose savings we turn into findings; their items are kept short. */
export const LAB_OPPORTUNITIES = [
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'modern-image-formats',
  'uses-responsive-images',
  'offscreen-images',
  'uses-text-compression',
  'uses-long-cache-ttl',
  'font-display',
  'third-party-summary',
  'total-byte-weight',
] as const;
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
  /** Median of the runs' BenchmarkIndex (`lhr.environment.benchmarkIndex`); null when none reported it. */
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

function configFor(device: Device, desktopConfig: Config): Config {
  const base = device === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' as const };
  return {
    ...base,
    settings: {
      ...(device === 'desktop' ? desktopConfig.settings : {}),
      ...FASTER_WAITS,
      onlyCategories: ['performance'],
      // Only the audits we report: the score depends on the five metrics alone, and leaving out the
      // diagnostics (and the gatherers only they need) saves a quarter of Lighthouse's time.
      // `interactive` (weight 0) is what Lighthouse's computeMedianRun picks the representative run by.
      onlyAudits: [...LAB_METRICS, 'interactive', ...LAB_OPPORTUNITIES],
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
 * computeMedianRun, the run nearest the median first paint and time to interactive. Its opportunities
 * are reported; each metric is the median over all runs.
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

/** Loads Lighthouse ahead of its first use (it takes seconds), while the browser starts and the site is probed. */
export function preloadLighthouse(): void {
  void import('lighthouse').catch(() => undefined);
}

/**
 * One Lighthouse run in a new tab of a new browser context of the browser at `port`. That browser
 * reaches the network only through the run's egress proxy, so the tab, its popups, redirects and
 * workers are held to the run's address guard as our own loads are; the guard says why Lighthouse
 * could not load the page when the proxy refused it.
 */
async function lighthouseRun(url: string, port: number, config: Config, guard: RequestGuard): Promise<Result> {
  // Imported here, not at the top: loading Lighthouse takes seconds, and most runs (the CLI's --help,
  // runs without PAGE_SPEED, pages outside the lab sample) never need it.
  const [{ default: lighthouse }, { default: puppeteer }] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
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
    if (outcome.lhr.runtimeError) throw new Error(guard.failureFor(outcome.lhr.finalDisplayedUrl) ?? `Lighthouse: ${outcome.lhr.runtimeError.message}`);
    return outcome.lhr;
  } finally {
    await context.close().catch(() => undefined);
    await browser.disconnect().catch(() => undefined);
  }
}

const SERVICE_WORKERS_BLOCKED = `if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Service workers are off during analysis', 'SecurityError'));`;

/** Runs Lighthouse `runs` times on `url` through the browser at `port`; each metric is the median of the runs. */
export async function measureLab(url: string, port: number, device: Device, runs: number, guard: RequestGuard): Promise<LabMeasurement> {
  const { desktopConfig } = await import('lighthouse');
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(url, port, configFor(device, desktopConfig), guard));
  return summariseRuns(results);
}

/** The measurement of several Lighthouse runs of one page: medians, the representative run's opportunities, the CPU benchmark. */
export async function summariseRuns(results: Result[]): Promise<LabMeasurement> {
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
    const opportunity = opportunityOf(chosen.audits[id]);
    if (opportunity) opportunities[id] = opportunity;
  }
  const benchmarks = results.map((result) => result.environment?.benchmarkIndex).filter((index): index is number => typeof index === 'number' && index > 0);
  const benchmarkIndex = benchmarks.length > 0 ? Math.round(median(benchmarks)) : null;
  return {
    measured: true,
    method: `${LAB_METHOD}; median of ${runs} run${runs > 1 ? 's' : ''}`,
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
  // Lighthouse loads the page in its own tab, started by the runner together with our own load; this
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
