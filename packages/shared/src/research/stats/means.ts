import { assertOpenProbability, studentTQuantile } from './distributions';
import type { Interval } from './proportions';
import { assertCount, assertFiniteValues } from './validate';

/**
 * Student t confidence interval for a mean (Student 1908, "The probable error of a mean",
 * Biometrika 6:1–25): mean ± t_{n−1, (1+confidence)/2} · sd / √n, with sd the sample standard
 * deviation (n − 1 denominator), as R's t.test computes it. Null for fewer than 2 values: a
 * single answer has no spread to build an interval from.
 */
export function meanInterval(values: readonly number[], confidence = 0.95): (Interval & { sd: number }) | null {
  assertFiniteValues(values, 'values');
  assertOpenProbability(confidence, 'confidence');
  const n = values.length;
  if (n < 2) return null;
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  const half = studentTQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { estimate: mean, low: mean - half, high: mean + half, n, confidence, sd };
}

/** Median of the values (the mean of the two middle ones for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  assertFiniteValues(values, 'values');
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Sample quantile p (0…1) of the values, type 7 as below; null when there are none. */
export function quantile(values: readonly number[], p: number): number | null {
  assertFiniteValues(values, 'values');
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must be between 0 and 1');
  if (values.length === 0) return null;
  return quantileSorted([...values].sort((a, b) => a - b), p);
}

/** Sample quantile of sorted values by linear interpolation between order statistics (Hyndman & Fan 1996 type 7, R's default). */
function quantileSorted(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/**
 * Histogram bins for the values. The number of bins follows Freedman & Diaconis (1981, "On the
 * histogram as a density estimator: L2 theory", Z. Wahrscheinlichkeitstheorie 57:453–476): bin
 * width 2·IQR·n^(−1/3), IQR from type-7 quartiles, bins = ⌈range / width⌉; when the IQR is 0 it
 * falls back to Sturges (1926, "The choice of a class interval", JASA 21:65–66): ⌈log₂ n⌉ + 1
 * bins. The count is capped at maxBins. These are the rules numpy's histogram_bin_edges uses for
 * 'fd' and 'sturges'.
 *
 * When every value is an integer the bins are integer-aligned: they start at the minimum, have a
 * whole width w = ⌈range / bins⌉ (at least 1) and are half-open [from, to), so bin k holds the
 * integers from + 0 … from + w − 1 and the last bin's `to` lies above the maximum. Otherwise the
 * bins split [min, max] evenly and are half-open except the last, which includes the maximum.
 * An empty input gives no bins.
 */
export function histogram(values: readonly number[], maxBins = 20): { from: number; to: number; count: number }[] {
  assertFiniteValues(values, 'values');
  assertCount(maxBins, 'maxBins');
  if (maxBins < 1) throw new RangeError('maxBins must be at least 1');
  const n = values.length;
  if (n === 0) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const min = sorted[0]!;
  const range = sorted[n - 1]! - min;
  const integers = sorted.every(Number.isInteger);
  const iqr = quantileSorted(sorted, 0.75) - quantileSorted(sorted, 0.25);
  const ruleBins = iqr > 0 ? Math.ceil(range / (2 * iqr * Math.cbrt(1 / n))) : Math.ceil(Math.log2(n)) + 1;
  const bins = Math.max(1, Math.min(maxBins, ruleBins));

  if (integers) {
    let width = Math.max(1, Math.ceil(range / bins));
    // A whole width can leave one bin more than asked for (range 10 in 5 bins of 2 needs 6).
    while (Math.floor(range / width) + 1 > maxBins) width++;
    const result = Array.from({ length: Math.floor(range / width) + 1 }, (_, k) => ({ from: min + k * width, to: min + (k + 1) * width, count: 0 }));
    for (const value of sorted) result[Math.floor((value - min) / width)]!.count++;
    return result;
  }

  if (range === 0) return [{ from: min, to: min, count: n }];
  const width = range / bins;
  const result = Array.from({ length: bins }, (_, k) => ({ from: min + k * width, to: k === bins - 1 ? min + range : min + (k + 1) * width, count: 0 }));
  for (const value of sorted) result[Math.min(bins - 1, Math.floor((value - min) / width))]!.count++;
  return result;
}
