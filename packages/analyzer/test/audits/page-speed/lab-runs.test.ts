import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { summariseRuns } from '../../../src/gatherers/performance/lab-performance';

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

  it("take the opportunities of the run Lighthouse's computeMedianRun picks", async () => {
    expect((await summariseRuns([a, b, c])).opportunities['render-blocking-resources']?.savingsMs).toBe(400);
  });

  it('carry the median CPU benchmark and flag it at or below Lighthouse\'s slow-machine threshold', async () => {
    expect((await summariseRuns([run(1000, 2400, 3000, 1500, 0), run(1000, 2400, 3000, 1100, 0), run(1000, 2400, 3000, 600, 0)])).environment).toEqual({ benchmarkIndex: 1100, slow: false });
    expect((await summariseRuns([run(1000, 2400, 3000, 1500, 0), run(1000, 2400, 3000, 900, 0), run(1000, 2400, 3000, 600, 0)])).environment).toEqual({ benchmarkIndex: 900, slow: true });
  });
});
