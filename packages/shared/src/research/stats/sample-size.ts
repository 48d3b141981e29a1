import { normalCritical } from './distributions';
import type { Interval } from './proportions';
import { assertCount } from './validate';

/**
 * Number of answers needed for a confidence interval of ± `margin` on a proportion, from the
 * normal approximation n = z² p (1 − p) / margin², rounded up (Cochran, "Sampling Techniques",
 * 3rd ed., 1977, ch. 4). p defaults to the worst case 0.5. At least 1.
 */
export function sampleSizeForMargin(margin: number, p = 0.5, confidence = 0.95): number {
  if (!(margin > 0 && margin < 1)) throw new RangeError(`margin must be strictly between 0 and 1, got ${margin}`);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be in [0, 1], got ${p}`);
  const z = normalCritical(confidence);
  const exact = (z * z * p * (1 - p)) / (margin * margin);
  // Rounding noise must not add an answer when the exact value is a whole number.
  return Math.max(1, Math.ceil(exact - 1e-9));
}

/** The ± margin a proportion's interval is tightened to before suggesting more answers, unless it is already tighter. */
const PROPORTION_MARGIN = 0.1;

function assertInterval(interval: Interval): void {
  const { estimate, low, high, n, confidence } = interval;
  if (![estimate, low, high].every(Number.isFinite) || !(low <= estimate && estimate <= high)) {
    throw new RangeError(`an interval needs finite low ≤ estimate ≤ high, got ${low}, ${estimate}, ${high}`);
  }
  assertCount(n, 'the interval’s n');
  if (n === 0) throw new RangeError('an interval needs n ≥ 1');
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`the interval’s confidence must be strictly between 0 and 1, got ${confidence}`);
}

/**
 * Verdict of an estimate's interval against a threshold: 'supported' when the whole interval is
 * at or above it (low ≥ threshold), 'not-supported' when it is entirely below (high < threshold),
 * otherwise 'not-enough', with roughly how many more answers would tighten the interval enough to
 * be worth another look (`moreNeeded` is 0 when the verdict is settled).
 *
 * For a proportion (interval and threshold within [0, 1]) the target is whichever is easier to
 * reach of the two margins not reached yet: half the current width (a margin of (high − low) / 4)
 * or ± 0.10; the answers it needs come from {@link sampleSizeForMargin} with p at the interval's
 * middle (never 0 or 1 for a Wilson interval), minus n, at least 1. For any other scale (an NPS,
 * a mean) ± 0.10 has no meaning, so the target is half the width, which takes about four times
 * the answers since an interval's width shrinks as 1/√n: 3n more.
 */
export function verdictAgainst(interval: Interval, threshold: number): { verdict: 'supported' | 'not-supported' | 'not-enough'; moreNeeded: number } {
  assertInterval(interval);
  if (!Number.isFinite(threshold)) throw new RangeError(`threshold must be a finite number, got ${threshold}`);
  const { low, high, n, confidence } = interval;
  if (low >= threshold) return { verdict: 'supported', moreNeeded: 0 };
  if (high < threshold) return { verdict: 'not-supported', moreNeeded: 0 };
  const isProportion = low >= 0 && high <= 1 && threshold >= 0 && threshold <= 1;
  if (!isProportion) return { verdict: 'not-enough', moreNeeded: 3 * n };
  const margin = (high - low) / 2;
  const target = margin > PROPORTION_MARGIN ? Math.max(margin / 2, PROPORTION_MARGIN) : margin / 2;
  const needed = sampleSizeForMargin(target, (low + high) / 2, confidence);
  return { verdict: 'not-enough', moreNeeded: Math.max(1, needed - n) };
}
