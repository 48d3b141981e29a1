import { assertFiniteValues } from './validate';

/** One respondent's four prices: too cheap to trust, a bargain, getting expensive, too expensive to consider. */
export interface VanWestendorpAnswer {
  tooCheap: number;
  cheap: number;
  expensive: number;
  tooExpensive: number;
}

/** The price points and curves of a Van Westendorp analysis (see {@link vanWestendorp}). */
export interface VanWestendorpResult {
  /** Answers used: those with tooCheap ≤ cheap ≤ expensive ≤ tooExpensive. */
  n: number;
  /** Inconsistent answers left out. */
  dropped: number;
  /** Point of marginal cheapness ("too cheap" ∩ "not cheap"), the low end of the acceptable range. */
  pmc: number | null;
  /** Point of marginal expensiveness ("too expensive" ∩ "not expensive"), the high end of the acceptable range. */
  pme: number | null;
  /** Optimal price point ("too cheap" ∩ "too expensive"). */
  opp: number | null;
  /** Indifference price point ("cheap" ∩ "expensive", equivalently "not cheap" ∩ "not expensive"). */
  ipp: number | null;
  /** The cumulative curves at each distinct price answered, as shares of n (0..1), for charting. */
  curves: { price: number; tooCheap: number; cheap: number; notCheap: number; expensive: number; notExpensive: number; tooExpensive: number }[];
}

/** How many of the sorted values are ≥ x, or ≤ x. */
function countAtLeast(sorted: readonly number[], x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < x) low = middle + 1;
    else high = middle;
  }
  return sorted.length - low;
}
function countAtMost(sorted: readonly number[], x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where two curves, known at increasing prices and joined by straight lines, cross: the first
 * price where their difference `d` (in answer counts, so exact) is 0 or changes sign. Where the
 * curves coincide over several prices, the middle of that stretch. Null when they do not cross.
 * The four differences used are monotone, so there is at most one crossing or stretch.
 */
function crossing(prices: readonly number[], d: readonly number[]): number | null {
  for (let k = 0; k < prices.length; k++) {
    if (d[k] === 0) {
      let end = k;
      while (end + 1 < prices.length && d[end + 1] === 0) end++;
      return (prices[k]! + prices[end]!) / 2;
    }
    if (k + 1 < prices.length && d[k]! * d[k + 1]! < 0) {
      return prices[k]! + ((prices[k + 1]! - prices[k]!) * d[k]!) / (d[k]! - d[k + 1]!);
    }
  }
  return null;
}

/**
 * Van Westendorp's Price Sensitivity Meter (Van Westendorp 1976, "NSS-Price Sensitivity Meter
 * (PSM) – A new approach to study consumer perception of price", Proceedings of the 29th ESOMAR
 * Congress, 139–167). At each price x: "too cheap" is the share whose too-cheap price is ≥ x and
 * "cheap" the share whose cheap price is ≥ x (both fall as x rises); "expensive" and "too
 * expensive" are the shares whose price for them is ≤ x (both rise); "not cheap" = 1 − cheap and
 * "not expensive" = 1 − expensive.
 *
 * The price points use the variant with "not cheap" and "not expensive", as documented by the R
 * package pricesensitivitymeter (Alletsee, psm-class: the point of marginal cheapness is the
 * "intersection of the 'too cheap' and the 'not cheap' curves"): PMC = too cheap ∩ not cheap,
 * PME = too expensive ∩ not expensive, OPP = too cheap ∩ too expensive, IPP = cheap ∩ expensive.
 * (Some texts use "expensive" for PMC and "cheap" for PME instead.) Curves are evaluated at every
 * distinct price answered and crossings found by linear interpolation between neighbouring prices;
 * a point is null when its curves do not cross within the prices answered.
 *
 * Answers must be finite, non-negative prices; inconsistent ones (not tooCheap ≤ cheap ≤ expensive
 * ≤ tooExpensive) are dropped and counted. Null when no consistent answer remains.
 */
export function vanWestendorp(answers: readonly VanWestendorpAnswer[]): VanWestendorpResult | null {
  for (const answer of answers) {
    const prices = [answer.tooCheap, answer.cheap, answer.expensive, answer.tooExpensive];
    assertFiniteValues(prices, 'prices');
    if (prices.some((price) => price < 0)) throw new RangeError(`prices must not be negative, got ${prices.join(', ')}`);
  }
  const used = answers.filter((a) => a.tooCheap <= a.cheap && a.cheap <= a.expensive && a.expensive <= a.tooExpensive);
  const n = used.length;
  if (n === 0) return null;
  const ascending = (values: number[]): number[] => values.sort((x, y) => x - y);
  const tooCheap = ascending(used.map((a) => a.tooCheap));
  const cheap = ascending(used.map((a) => a.cheap));
  const expensive = ascending(used.map((a) => a.expensive));
  const tooExpensive = ascending(used.map((a) => a.tooExpensive));
  const prices = [...new Set([...tooCheap, ...cheap, ...expensive, ...tooExpensive])].sort((x, y) => x - y);

  const counts = prices.map((price) => ({
    tooCheap: countAtLeast(tooCheap, price),
    cheap: countAtLeast(cheap, price),
    expensive: countAtMost(expensive, price),
    tooExpensive: countAtMost(tooExpensive, price),
  }));
  return {
    n,
    dropped: answers.length - n,
    pmc: crossing(prices, counts.map((c) => c.tooCheap - (n - c.cheap))),
    pme: crossing(prices, counts.map((c) => c.tooExpensive - (n - c.expensive))),
    opp: crossing(prices, counts.map((c) => c.tooCheap - c.tooExpensive)),
    ipp: crossing(prices, counts.map((c) => c.cheap - c.expensive)),
    curves: prices.map((price, k) => {
      const c = counts[k]!;
      return {
        price,
        tooCheap: c.tooCheap / n,
        cheap: c.cheap / n,
        notCheap: (n - c.cheap) / n,
        expensive: c.expensive / n,
        notExpensive: (n - c.expensive) / n,
        tooExpensive: c.tooExpensive / n,
      };
    }),
  };
}
