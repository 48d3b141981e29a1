import { assertOpenProbability, studentTQuantile } from './distributions';
import type { Interval } from './proportions';
import { assertCount, assertFiniteValues } from './validate';

/**
 * Numbers each with how often it was given: distinct finite values, smallest first, each count a
 * whole number ≥ 1. The functions below work on one in time proportional to its distinct values, so
 * 100,000 answers on a 1–7 scale are 7 entries, not a list of 100,000.
 */
export type Tally = ReadonlyArray<readonly [value: number, count: number]>;

/** The values as a Tally. */
export function tally(values: readonly number[]): Tally {
  assertFiniteValues(values, 'values');
  const entries: Array<[number, number]> = [];
  for (const value of Float64Array.from(values).sort()) {
    const last = entries[entries.length - 1];
    if (last && last[0] === value) last[1]++;
    else entries.push([value, 1]);
  }
  return entries;
}

/** Throws unless `counted` is a Tally; answers how many values it holds. */
function tallySize(counted: Tally): number {
  let n = 0;
  counted.forEach(([value, count], index) => {
    if (!Number.isFinite(value)) throw new RangeError(`values must all be finite numbers, got ${value}`);
    if (index > 0 && !(value > counted[index - 1]![0])) throw new RangeError('a tally lists distinct values, smallest first');
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`a tally's counts must be whole numbers ≥ 1, got ${count}`);
    n += count;
  });
  return n;
}

/** The k-th smallest value (from 0) of a tally of n ≥ k + 1 values. */
function orderStatistic(counted: Tally, k: number): number {
  let seen = 0;
  for (const [value, count] of counted) {
    seen += count;
    if (k < seen) return value;
  }
  throw new RangeError(`no value ${k} in a tally of ${seen}`);
}

/**
 * Student t confidence interval for a mean (Student 1908, "The probable error of a mean",
 * Biometrika 6:1–25): mean ± t_{n−1, (1+confidence)/2} · sd / √n, with sd the sample standard
 * deviation (n − 1 denominator), as R's t.test computes it. Null for fewer than 2 values: a
 * single answer has no spread to build an interval from.
 */
export function meanInterval(values: readonly number[], confidence = 0.95): (Interval & { sd: number }) | null {
  return tallyMeanInterval(tally(values), confidence);
}

/** meanInterval of the values of a tally. */
export function tallyMeanInterval(counted: Tally, confidence = 0.95): (Interval & { sd: number }) | null {
  const n = tallySize(counted);
  assertOpenProbability(confidence, 'confidence');
  if (n < 2) return null;
  let sum = 0;
  for (const [value, count] of counted) sum += value * count;
  const mean = sum / n;
  let squares = 0;
  for (const [value, count] of counted) squares += count * (value - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  const half = studentTQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { estimate: mean, low: mean - half, high: mean + half, n, confidence, sd };
}

/** Median of the values (the mean of the two middle ones for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  return tallyMedian(tally(values));
}

/** median of the values of a tally. */
export function tallyMedian(counted: Tally): number | null {
  const n = tallySize(counted);
  if (n === 0) return null;
  const middle = n >> 1;
  return n % 2 === 1 ? orderStatistic(counted, middle) : (orderStatistic(counted, middle - 1) + orderStatistic(counted, middle)) / 2;
}

/** Sample quantile p (0…1) of the values, type 7 as below; null when there are none. */
export function quantile(values: readonly number[], p: number): number | null {
  const counted = tally(values);
  if (!(p >= 0 && p <= 1)) throw new RangeError('p must be between 0 and 1');
  if (values.length === 0) return null;
  return tallyQuantile(counted, values.length, p);
}

/** Sample quantile of a tally of n values by linear interpolation between order statistics (Hyndman & Fan 1996 type 7, R's default). */
function tallyQuantile(counted: Tally, n: number, p: number): number {
  const position = (n - 1) * p;
  const below = Math.floor(position);
  const low = orderStatistic(counted, below);
  const high = orderStatistic(counted, Math.min(below + 1, n - 1));
  return low + (position - below) * (high - low);
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
  return tallyHistogram(tally(values), maxBins);
}

/** histogram of the values of a tally. */
export function tallyHistogram(counted: Tally, maxBins = 20): { from: number; to: number; count: number }[] {
  const n = tallySize(counted);
  assertCount(maxBins, 'maxBins');
  if (maxBins < 1) throw new RangeError('maxBins must be at least 1');
  if (n === 0) return [];
  const min = counted[0]![0];
  const range = counted[counted.length - 1]![0] - min;
  const integers = counted.every(([value]) => Number.isInteger(value));
  const iqr = tallyQuantile(counted, n, 0.75) - tallyQuantile(counted, n, 0.25);
  const ruleBins = iqr > 0 ? Math.ceil(range / (2 * iqr * Math.cbrt(1 / n))) : Math.ceil(Math.log2(n)) + 1;
  const bins = Math.max(1, Math.min(maxBins, ruleBins));

  if (integers) {
    let width = Math.max(1, Math.ceil(range / bins));
    // A whole width can leave one bin more than asked for (range 10 in 5 bins of 2 needs 6).
    while (Math.floor(range / width) + 1 > maxBins) width++;
    const result = Array.from({ length: Math.floor(range / width) + 1 }, (_, k) => ({ from: min + k * width, to: min + (k + 1) * width, count: 0 }));
    for (const [value, count] of counted) result[Math.floor((value - min) / width)]!.count += count;
    return result;
  }

  if (range === 0) return [{ from: min, to: min, count: n }];
  const width = range / bins;
  const result = Array.from({ length: bins }, (_, k) => ({ from: min + k * width, to: k === bins - 1 ? min + range : min + (k + 1) * width, count: 0 }));
  for (const [value, count] of counted) result[Math.min(bins - 1, Math.floor((value - min) / width))]!.count += count;
  return result;
}
