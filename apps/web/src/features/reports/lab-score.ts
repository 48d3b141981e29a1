// Lighthouse's metric score: log-normal between two control points (p10 scores 0.9, the median 0.5),
// as in lighthouse/shared/statistics.js and util.js (Apache-2.0, Google LLC), so that the savings
// Lighthouse estimates can be turned into the score they would bring, as its own report does when
// it ranks opportunities. The curves come with the report (report.scoring.labCurves).

/** Abramowitz and Stegun 7.1.26, the approximation Lighthouse uses. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-x * x));
}

const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/** The 0..1 score Lighthouse gives `value` on this curve (two decimals, rounded down, as Lighthouse does). */
export function labScore({ p10, median }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  let score = (1 - erf(standardized)) / 2;
  // Lighthouse clamps each side of its control points to their band.
  if (value <= p10) score = Math.max(0.9, Math.min(1, score));
  else if (value <= median) score = Math.max(0.5, Math.min(0.8999999999999999, score));
  else score = Math.max(0, Math.min(0.49999999999999994, score));
  // …and stretches (0.9, 1] a little, so that a perfect 1 can be reached.
  if (score > 0.9) score += 0.05 * (score - 0.9);
  return Math.floor(score * 100) / 100;
}
