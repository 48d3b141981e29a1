import { normalCritical } from './distributions';
import type { Interval } from './proportions';
import { assertCount } from './validate';

/**
 * Net Promoter Score (Reichheld 2003, "The one number you need to grow", Harvard Business Review
 * 81(12)): % promoters (9–10) − % detractors (0–6), from −100 to 100, with a normal-approximation
 * (Wald) interval. The variance is that of a difference of two shares of one multinomial sample,
 * var(p̂_P − p̂_D) = [p_P(1 − p_P) + p_D(1 − p_D) + 2 p_P p_D] / n (the covariance of two
 * multinomial shares is −p_P p_D / n; Rocks 2016, "Interval estimation for the 'net promoter
 * score'", The American Statistician 70(4):365–372, studies this interval), scaled by 100 to
 * points; the bounds are clamped to [−100, 100].
 *
 * `promoters`, `passives` and `detractors` in the result are shares of n (0..1, like every share
 * in the survey results), so estimate = 100 × (promoters − detractors). Null when there are no
 * answers. When every answer is in one group the variance is 0 and the interval has no width.
 */
export function npsInterval(
  counts: { promoters: number; passives: number; detractors: number },
  confidence = 0.95,
): (Interval & { promoters: number; passives: number; detractors: number }) | null {
  assertCount(counts.promoters, 'promoters');
  assertCount(counts.passives, 'passives');
  assertCount(counts.detractors, 'detractors');
  const z = normalCritical(confidence);
  const n = counts.promoters + counts.passives + counts.detractors;
  if (n === 0) return null;
  const pP = counts.promoters / n;
  const pD = counts.detractors / n;
  const estimate = 100 * (pP - pD);
  const half = 100 * z * Math.sqrt((pP * (1 - pP) + pD * (1 - pD) + 2 * pP * pD) / n);
  return {
    estimate,
    low: Math.max(-100, estimate - half),
    high: Math.min(100, estimate + half),
    n,
    confidence,
    promoters: pP,
    passives: counts.passives / n,
    detractors: pD,
  };
}
