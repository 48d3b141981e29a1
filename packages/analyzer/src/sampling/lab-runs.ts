// How many times Lighthouse measures each sampled page when the caller does not say. Lighthouse's
// variability guide (docs/variability.md, "Run Lighthouse multiple times") advises the median of
// several runs: the median of five is about twice as stable as one run. Each run costs 5–10 s of both
// cores, one at a time, so the count falls as the scan grows: a one-page analysis (the home page's
// default) gets the most, a whole-site scan relies on many sampled templates instead.

/** Lab runs per sampled page for a scan of up to `maxPages` pages. */
export function defaultLabRuns(maxPages: number): number {
  if (maxPages <= 3) return 3;
  if (maxPages <= 10) return 2;
  return 1;
}
