import type { Config, Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { benchmarkOf, configFor, LAB_METRICS, LAB_OPPORTUNITIES, runsSettle, summariseRuns, type LabMetricId } from '../../../src/gatherers/performance/lab-performance';

/** The parts of a Lighthouse result that summariseRuns reads. */
function run(fcp: number, lcp: number, tti: number, benchmarkIndex: number, renderBlockingMs: number): Result {
  const metric = (value: number, score: number) => ({ id: '', title: '', description: '', score, scoreDisplayMode: 'numeric', numericValue: value });
  return {
    lighthouseVersion: '12.8.2',
    runWarnings: [],
    environment: { benchmarkIndex, networkUserAgent: '', hostUserAgent: '', credits: {} },
    categories: { performance: { id: 'performance', title: '', score: lcp < 3000 ? 0.9 : 0.5, auditRefs: [] } },
    audits: {
      // Scores fall as values rise, as Lighthouse's curves do.
      'first-contentful-paint': metric(fcp, 1 - fcp / 4000),
      'largest-contentful-paint': metric(lcp, 1 - lcp / 10000),
      interactive: metric(tti, 1),
      'render-blocking-resources': { id: '', title: '', description: '', score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: renderBlockingMs }, details: { type: 'opportunity', items: [] } },
    },
  } as unknown as Result;
}

describe('several Lighthouse runs of a page', () => {
  // The run with the median performance score (b: 0.5, a: 0.9, c: 0.9 → a) is not the run nearest the
  // median first paint and time to interactive (c), which Lighthouse's guide takes as representative.
  const a = run(1000, 2400, 3000, 1500, 300);
  const b = run(1900, 9000, 9000, 700, 900);
  const c = run(1200, 2300, 3500, 1300, 400);

  it('report each metric as the median of the runs, with the score of that median, and keep every run', async () => {
    const lab = await summariseRuns([a, b, c]);
    expect(lab.runs).toBe(3);
    expect(lab.metrics['first-contentful-paint']).toEqual({ value: 1200, score: 0.7, runs: [1000, 1900, 1200] });
    expect(lab.metrics['largest-contentful-paint']).toEqual({ value: 2400, score: 0.76, runs: [2400, 9000, 2300] });
    expect(lab.method).toMatch(/median of 3 runs/);
  });

  it("take the performance score of the run Lighthouse's computeMedianRun picks, the opportunities of the first run (the only one that measures them)", async () => {
    const lab = await summariseRuns([a, b, c]);
    expect(lab.score).toBe(0.9);
    expect(lab.opportunities['render-blocking-resources']?.savingsMs).toBe(300);
    expect((await summariseRuns([b, a, c])).opportunities['render-blocking-resources']?.savingsMs).toBe(900);
  });

  it("carry the first run's CPU benchmark and flag it at or below Lighthouse's slow-machine threshold", async () => {
    expect((await summariseRuns([run(1000, 2400, 3000, 1500, 0), run(1000, 2400, 3000, 1500, 0)])).environment).toEqual({ benchmarkIndex: 1500, slow: false });
    expect((await summariseRuns([run(1000, 2400, 3000, 900, 0), run(1000, 2400, 3000, 900, 0), run(1000, 2400, 3000, 900, 0)])).environment).toEqual({ benchmarkIndex: 900, slow: true });
  });

  it("give the later runs the first run's benchmark through Lighthouse's own page function, as Lighthouse runs it", async () => {
    const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
    // The page function the runs replace is still the one Lighthouse's environment reads.
    expect(typeof pageFunctions.computeBenchmarkIndex).toBe('function');
    // Lighthouse's ExecutionContext.evaluate sends `(${mainFn})(${args})` to the page.
    expect(new Function(`return (${benchmarkOf(812.5)})();`)()).toBe(812.5);
  });
});

/** A run with every lab metric: `values` by metric (ms; unitless for CLS) and the score of each. */
function fullRun(values: Partial<Record<LabMetricId, [number, number]>>): Result {
  const base: Record<LabMetricId, [number, number]> = {
    'first-contentful-paint': [1500, 0.95],
    'largest-contentful-paint': [2200, 0.93],
    'total-blocking-time': [120, 0.96],
    'cumulative-layout-shift': [0.02, 1],
    'speed-index': [2500, 0.97],
    'server-response-time': [80, 1],
  };
  const audits = Object.fromEntries(LAB_METRICS.map((id) => [id, { id, title: '', description: '', scoreDisplayMode: 'numeric', numericValue: (values[id] ?? base[id])[0], score: (values[id] ?? base[id])[1] }]));
  return { audits } as unknown as Result;
}

describe('stopping before the planned Lighthouse runs', () => {
  const same = fullRun({});

  it('stop after two of three runs that agree on every metric, and never after one', () => {
    expect(runsSettle([], 3)).toBe(false);
    expect(runsSettle([same], 3)).toBe(false);
    expect(runsSettle([same, fullRun({ 'largest-contentful-paint': [2300, 0.92], 'total-blocking-time': [150, 0.95] })], 3)).toBe(true);
  });

  it('run the third when a score differs by more than 2 points, or a value by more than its measured noise between analyses', () => {
    expect(runsSettle([same, fullRun({ 'total-blocking-time': [190, 0.93] })], 3)).toBe(false);
    // LCP 2,200 against 3,400 ms: 1.2 s apart, beyond max(1 s, half of 2.2 s), though both score alike.
    expect(runsSettle([same, fullRun({ 'largest-contentful-paint': [3400, 0.92] })], 3)).toBe(false);
    expect(runsSettle([same, fullRun({ 'cumulative-layout-shift': [0.18, 0.99] })], 3)).toBe(false);
  });

  it('stop after two runs closer than the noise between analyses: a light page whose largest paint is its first paint in one run and an image 0.9 s later in the other', () => {
    // Seen on the bench's light page (simulated throttling): LCP 851 and 1,890 ms, scores 1 and 0.99.
    const first = fullRun({ 'first-contentful-paint': [851, 1], 'largest-contentful-paint': [851, 1], 'speed-index': [851, 1] });
    const second = fullRun({ 'first-contentful-paint': [990, 1], 'largest-contentful-paint': [1840, 0.99], 'speed-index': [990, 1] });
    expect(runsSettle([first, second], 3)).toBe(true);
  });

  it('count two points apart as two points, whatever the binary fractions of the scores say (1 - 0.98 > 0.02 in floating point)', () => {
    // Seen on the bench's light page: LCP 1,894 and 1,032 ms, scores 0.98 and 1.
    const imageLast = fullRun({ 'first-contentful-paint': [769, 1], 'largest-contentful-paint': [1894, 0.98], 'speed-index': [769, 1] });
    const textLast = fullRun({ 'first-contentful-paint': [779, 1], 'largest-contentful-paint': [1032, 1], 'speed-index': [779, 1] });
    expect(runsSettle([imageLast, textLast], 3)).toBe(true);
    expect(runsSettle([fullRun({ 'first-contentful-paint': [1500, 0.93] }), fullRun({ 'first-contentful-paint': [1600, 0.91] })], 3)).toBe(true);
    expect(runsSettle([fullRun({ 'first-contentful-paint': [1500, 0.94] }), fullRun({ 'first-contentful-paint': [1600, 0.91] })], 3)).toBe(false);
  });

  it("leave Lighthouse's server response time, which no finding reports, out of the agreement", () => {
    expect(runsSettle([same, fullRun({ 'server-response-time': [400, 0.7] })], 3)).toBe(true);
  });

  it('run the third when the two runs give a metric different verdicts, however close', () => {
    expect(runsSettle([fullRun({ 'first-contentful-paint': [1790, 0.905] }), fullRun({ 'first-contentful-paint': [1810, 0.895] })], 3)).toBe(false);
    expect(runsSettle([fullRun({ 'speed-index': [5790, 0.505] }), fullRun({ 'speed-index': [5810, 0.495] })], 3)).toBe(false);
  });

  it('run the third when a run did not measure a metric', () => {
    const missing = fullRun({});
    delete (missing.audits as Record<string, unknown>)['speed-index'];
    expect(runsSettle([same, missing], 3)).toBe(false);
  });

  it('need more than half of the planned runs: 3 agreeing of 5, every one of 2 or fewer', () => {
    expect(runsSettle([same, same], 5)).toBe(false);
    expect(runsSettle([same, same, same], 5)).toBe(true);
    expect(runsSettle([same], 2)).toBe(false);
    expect(runsSettle([same, fullRun({ 'total-blocking-time': [600, 0.5] })], 2)).toBe(true);
    expect(runsSettle([same], 1)).toBe(true);
  });

  it('say in the method that fewer runs than planned were needed', async () => {
    const lab = await summariseRuns([run(1000, 2400, 3000, 1500, 0), run(1010, 2410, 3010, 1500, 0)], 3);
    expect(lab.runs).toBe(2);
    expect(lab.method).toMatch(/median of 2 runs \(of up to 3: they agreed/);
  });
});

describe('our Lighthouse config', () => {
  it('keep only the audits we report, with the performance category and its five weighted metrics', async () => {
    const { initializeConfig } = (await import('lighthouse/core/config/config.js')) as unknown as {
      initializeConfig(mode: 'navigation', config: Config): Promise<{ resolvedConfig: { audits: Array<{ implementation: { meta: { id: string } } }>; artifacts: Array<{ id: string }>; categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> }> } }>;
    };
    const { desktopConfig } = await import('lighthouse');
    for (const device of ['mobile', 'desktop'] as const) {
      const { resolvedConfig } = await initializeConfig('navigation', configFor(device, desktopConfig));
      const audits = resolvedConfig.audits.map((audit) => audit.implementation.meta.id);
      expect(new Set(audits)).toEqual(new Set([...LAB_METRICS, 'interactive', ...LAB_OPPORTUNITIES]));
      // The gatherers only diagnostics read, one of them a navigation back and forth, are not run.
      expect(resolvedConfig.artifacts.map((artifact) => artifact.id)).not.toEqual(expect.arrayContaining(['BFCacheFailures']));
      expect(resolvedConfig.artifacts.map((artifact) => artifact.id)).not.toContain('TraceElements');
      // Lighthouse's image re-encoding, its compression of every response and its image measurement
      // served only its own versions of findings we make from our load: none is run.
      for (const unread of ['OptimizedImages', 'ResponseCompression', 'ImageElements']) expect(resolvedConfig.artifacts.map((artifact) => artifact.id)).not.toContain(unread);
      expect(Object.keys(resolvedConfig.categories)).toEqual(['performance']);
      const weighted = resolvedConfig.categories.performance!.auditRefs.filter((ref) => ref.weight > 0);
      expect(Object.fromEntries(weighted.map((ref) => [ref.id, ref.weight]))).toEqual({ 'first-contentful-paint': 10, 'largest-contentful-paint': 25, 'total-blocking-time': 30, 'cumulative-layout-shift': 25, 'speed-index': 10 });
    }
  }, 60_000);

  it('measure only the metrics in the runs after the first, with the same weighted metrics and the trace', async () => {
    const { initializeConfig } = (await import('lighthouse/core/config/config.js')) as unknown as {
      initializeConfig(mode: 'navigation', config: Config): Promise<{ resolvedConfig: { audits: Array<{ implementation: { meta: { id: string } } }>; artifacts: Array<{ id: string }>; categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> }> } }>;
    };
    const { desktopConfig } = await import('lighthouse');
    for (const device of ['mobile', 'desktop'] as const) {
      const full = (await initializeConfig('navigation', configFor(device, desktopConfig, 'full'))).resolvedConfig;
      const metrics = (await initializeConfig('navigation', configFor(device, desktopConfig, 'metrics'))).resolvedConfig;
      expect(new Set(metrics.audits.map((audit) => audit.implementation.meta.id))).toEqual(new Set([...LAB_METRICS, 'interactive']));
      const artifacts = metrics.artifacts.map((artifact) => artifact.id);
      expect(artifacts).toEqual(expect.arrayContaining(['Trace', 'DevtoolsLog']));
      for (const opportunityOnly of ['CSSUsage', 'Stylesheets', 'JsUsage']) expect(artifacts).not.toContain(opportunityOnly);
      expect(metrics.categories.performance!.auditRefs.filter((ref) => ref.weight > 0)).toEqual(full.categories.performance!.auditRefs.filter((ref) => ref.weight > 0));
      // The settings that shape the measured load (throttling, screen, waits) are the full run's.
      expect({ ...configFor(device, desktopConfig, 'metrics').settings, onlyAudits: null }).toEqual({ ...configFor(device, desktopConfig, 'full').settings, onlyAudits: null });
    }
  }, 60_000);
});
