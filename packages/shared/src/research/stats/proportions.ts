import { normalCritical } from './distributions';
import { verdictAgainst } from './sample-size';
import { assertCount } from './validate';

/** A point estimate with its confidence interval, computed from n answers. */
export interface Interval {
  estimate: number;
  low: number;
  high: number;
  n: number;
  /** Confidence level of the interval, e.g. 0.95. */
  confidence: number;
}

/**
 * Wilson score interval for a proportion (Wilson 1927, "Probable inference, the law of succession,
 * and statistical inference", JASA 22:209–212; method 3 of Newcombe 1998, "Two-sided confidence
 * intervals for the single proportion: comparison of seven methods", Stat. Med. 17:857–872),
 * without continuity correction. `estimate` is the observed share successes / n; the bounds
 * stay within [0, 1] (0 successes give low = 0, n successes give high = 1).
 * Returns null when n = 0: there is no proportion to estimate.
 */
export function wilsonInterval(successes: number, n: number, confidence = 0.95): Interval | null {
  assertCount(successes, 'successes');
  assertCount(n, 'n');
  if (successes > n) throw new RangeError(`successes (${successes}) cannot exceed n (${n})`);
  const z = normalCritical(confidence);
  if (n === 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return {
    estimate: p,
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === n ? 1 : Math.min(1, centre + half),
    n,
    confidence,
  };
}

/**
 * Sean Ellis product/market fit test (the "must-have" survey; Ellis & Brown, "Hacking Growth", 2017):
 * the share of answers "very disappointed" (if they could no longer use the product), with its
 * 95 % Wilson interval and a verdict against 40 % from {@link verdictAgainst}. Null when n = 0.
 */
export function seanEllis(
  veryDisappointed: number,
  n: number,
): { interval: Interval; benchmark: 0.4; verdict: 'supported' | 'not-supported' | 'not-enough'; moreNeeded: number } | null {
  const interval = wilsonInterval(veryDisappointed, n);
  if (interval === null) return null;
  const benchmark = 0.4;
  return { interval, benchmark, ...verdictAgainst(interval, benchmark) };
}
