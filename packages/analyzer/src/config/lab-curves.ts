import type { Device } from '../types';

type Curve = { p10: number; median: number };

/**
 * Lighthouse 12's scoring curves of its five metrics (`defaultOptions` of each metric audit; CLS has
 * one for both devices): a value at p10 scores 0.9, at the median 0.5, log-normal in between. The
 * report carries them so that a saving in milliseconds can be turned into the score it would bring,
 * as Lighthouse's own report does to rank its opportunities.
 */
export const LAB_CURVES: Record<string, Record<Device, Curve>> = {
  'first-contentful-paint': { mobile: { p10: 1800, median: 3000 }, desktop: { p10: 934, median: 1600 } },
  'largest-contentful-paint': { mobile: { p10: 2500, median: 4000 }, desktop: { p10: 1200, median: 2400 } },
  'total-blocking-time': { mobile: { p10: 200, median: 600 }, desktop: { p10: 150, median: 350 } },
  'cumulative-layout-shift': { mobile: { p10: 0.1, median: 0.25 }, desktop: { p10: 0.1, median: 0.25 } },
  'speed-index': { mobile: { p10: 3387, median: 5800 }, desktop: { p10: 1311, median: 2300 } },
};
