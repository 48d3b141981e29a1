/**
 * How much each of Lighthouse's five weighted lab metrics moves between analyses of an unchanged page,
 * measured with `npm run bench:stability` (packages/analyzer/README.md, "Run to run"): a change is
 * noise unless it is larger than `floor` (ms; unitless for CLS) and than `relative` times the smaller
 * of the two values (a slow page varies by more milliseconds than a fast one). Each band covers the
 * largest change measured between consecutive analyses on a fast enough machine: FCP 206 ms, LCP
 * 3.6 s (a page whose largest element depends on when a late promotion arrives: 3.4 s or 9.5–13 s),
 * TBT 357 ms, CLS 0.12 (the same race), Speed Index 1.4 s. "What changed" calls a smaller change
 * noise; the analyzer makes no further Lighthouse run for two that differ by less.
 */
export const LAB_METRIC_NOISE = {
  'first-contentful-paint': { floor: 500, relative: 0.25 },
  'largest-contentful-paint': { floor: 1000, relative: 0.5 },
  'total-blocking-time': { floor: 500, relative: 0.5 },
  'cumulative-layout-shift': { floor: 0.15, relative: 0 },
  'speed-index': { floor: 800, relative: 0.75 },
} as const satisfies Record<string, { floor: number; relative: number }>;

