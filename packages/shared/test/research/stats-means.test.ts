import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { histogram, meanInterval, median, tally, tallyHistogram, tallyMeanInterval, tallyMedian } from '../../src/research/stats';

// Student's sleep data (R's `sleep`): extra hours of sleep for ten patients under two drugs.
const SLEEP_GROUP_1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const SLEEP_GROUP_2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe('meanInterval', () => {
  it('matches R: t.test(sleep$extra[sleep$group == 2] - sleep$extra[sleep$group == 1])', () => {
    // R prints: t = 4.0621, df = 9; 95 percent confidence interval: 0.7001142 2.4598858; mean of x 1.58.
    const differences = SLEEP_GROUP_2.map((value, i) => value - SLEEP_GROUP_1[i]!);
    const interval = meanInterval(differences)!;
    expect(interval.estimate).toBeCloseTo(1.58, 12);
    expect(interval.low).toBeCloseTo(0.7001142, 7);
    expect(interval.high).toBeCloseTo(2.4598858, 7);
    expect(interval).toMatchObject({ n: 10, confidence: 0.95 });
    // t = mean / (sd / √n), so sd = 1.58 √10 / 4.0621 = 1.2300 (to the 5 digits R prints t with).
    expect(interval.sd).toBeCloseTo((1.58 * Math.sqrt(10)) / 4.0621, 4);
  });

  it('matches R: t.test(sleep$extra[sleep$group == 1])', () => {
    // R prints: 95 percent confidence interval: -0.5297804 2.0297804; mean of x 0.75.
    const interval = meanInterval(SLEEP_GROUP_1)!;
    expect(interval.estimate).toBeCloseTo(0.75, 12);
    expect(interval.low).toBeCloseTo(-0.5297804, 7);
    expect(interval.high).toBeCloseTo(2.0297804, 7);
  });

  it('is not an interval for fewer than two values', () => {
    expect(meanInterval([])).toBeNull();
    expect(meanInterval([4])).toBeNull();
  });

  it('has no width when every value is the same', () => {
    expect(meanInterval([3, 3, 3])).toEqual({ estimate: 3, low: 3, high: 3, n: 3, confidence: 0.95, sd: 0 });
  });

  it('contains the mean and narrows as the same values repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 2, maxLength: 50 }), (values) => {
        const once = meanInterval(values)!;
        const twice = meanInterval([...values, ...values])!;
        return once.low <= once.estimate && once.estimate <= once.high && twice.high - twice.low <= once.high - once.low;
      }),
    );
  });

  it('refuses values that are not finite numbers', () => {
    expect(() => meanInterval([1, Number.NaN])).toThrow(RangeError);
    expect(() => meanInterval([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    // Sleep group 1 sorted: -1.6 -1.2 -0.2 -0.1 0.0 | 0.7 0.8 2.0 3.4 3.7 → (0.0 + 0.7) / 2 = 0.35, as R's median().
    expect(median(SLEEP_GROUP_1)).toBeCloseTo(0.35, 12);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('refuses NaN', () => {
    expect(() => median([Number.NaN])).toThrow(RangeError);
  });
});

describe('histogram', () => {
  it('uses Freedman–Diaconis bins like numpy.histogram(x, bins="fd")', () => {
    const x = [2.1, 3.4, 1.7, 5.6, 4.4, 3.9, 2.8, 6.3, 4.1, 3.3, 2.2, 5.0, 4.7, 3.6, 2.9];
    // numpy 2 prints counts [4 5 4 2] and edges [1.7 2.85 4. 5.15 6.3]
    // (IQR 4.55 − 2.85 = 1.7, width 2 × 1.7 × 15^(−1/3) = 1.3801, ⌈4.6 / 1.3801⌉ = 4 bins).
    const bins = histogram(x);
    expect(bins.map((bin) => bin.count)).toEqual([4, 5, 4, 2]);
    [1.7, 2.85, 4, 5.15].forEach((from, k) => expect(bins[k]!.from).toBeCloseTo(from, 12));
    expect(bins[3]!.to).toBe(6.3);
  });

  it('falls back to Sturges when the IQR is 0, like numpy.histogram(x, bins="sturges")', () => {
    // numpy prints counts [7 0 0 1] and edges [1.5 2.9375 4.375 5.8125 7.25]: ⌈log₂ 8⌉ + 1 = 4 bins.
    const bins = histogram([1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 7.25]);
    expect(bins).toEqual([
      { from: 1.5, to: 2.9375, count: 7 },
      { from: 2.9375, to: 4.375, count: 0 },
      { from: 4.375, to: 5.8125, count: 0 },
      { from: 5.8125, to: 7.25, count: 1 },
    ]);
  });

  it('gives whole-number bins for whole numbers', () => {
    // 1…10: type-7 quartiles 3.25 and 7.75, IQR 4.5, width 2 × 4.5 × 10^(−1/3) = 4.177, ⌈9 / 4.177⌉ = 3 bins,
    // so a whole width of ⌈9 / 3⌉ = 3: [1, 4) [4, 7) [7, 10) [10, 13).
    expect(histogram([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      { from: 1, to: 4, count: 3 },
      { from: 4, to: 7, count: 3 },
      { from: 7, to: 10, count: 3 },
      { from: 10, to: 13, count: 1 },
    ]);
  });

  it('keeps to maxBins', () => {
    // 0…100: IQR 50, width 100 / 101^(1/3) = 21.47, 5 bins; a whole width of 20 would need 6, so 21.
    const bins = histogram(Array.from({ length: 101 }, (_, i) => i), 5);
    expect(bins.map(({ from, to, count }) => [from, to, count])).toEqual([
      [0, 21, 21],
      [21, 42, 21],
      [42, 63, 21],
      [63, 84, 21],
      [84, 105, 17],
    ]);
  });

  it('puts every value in exactly one bin', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ min: -1e3, max: 1e3, noNaN: true })), { minLength: 1, maxLength: 200 }), fc.integer({ min: 1, max: 30 }), (values, maxBins) => {
        const bins = histogram(values, maxBins);
        return bins.length <= maxBins && bins.reduce((total, bin) => total + bin.count, 0) === values.length;
      }),
    );
  });

  it('handles no values and a single repeated value', () => {
    expect(histogram([])).toEqual([]);
    expect(histogram([4, 4, 4])).toEqual([{ from: 4, to: 5, count: 3 }]);
    expect(histogram([2.5, 2.5])).toEqual([{ from: 2.5, to: 2.5, count: 2 }]);
  });

  it('refuses values that are not finite and a maxBins below 1', () => {
    expect(() => histogram([1, Number.NEGATIVE_INFINITY])).toThrow(RangeError);
    expect(() => histogram([1, 2], 0)).toThrow(RangeError);
  });
});

describe('tallies', () => {
  it('group values into distinct ones, smallest first, with their counts', () => {
    expect(tally([3, 1, 3, 2.5, 1, 3])).toEqual([
      [1, 2],
      [2.5, 1],
      [3, 3],
    ]);
    expect(() => tally([1, Number.NaN])).toThrow(RangeError);
  });

  it('give the figures of the values they count: 100,000 answers on a scale as 7 entries', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => 1 + ((i * 7919) % 7));
    const counted = tally(values);
    expect(counted).toHaveLength(7);
    expect(tallyMeanInterval(counted)).toEqual(meanInterval(values));
    expect(tallyMedian(counted)).toBe(median(values));
    expect(tallyHistogram(counted)).toEqual(histogram(values));
    // Student's sleep data, as one group of 20: mean 1.54 (R: mean(sleep$extra)), median 0.95.
    const sleep = tally([...SLEEP_GROUP_1, ...SLEEP_GROUP_2]);
    expect(tallyMeanInterval(sleep)!.estimate).toBeCloseTo(1.54, 12);
    expect(tallyMedian(sleep)).toBeCloseTo(0.95, 12);
  });

  it('agree with the lists they count, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -1e3, max: 1e3, noNaN: true, noDefaultInfinity: true })), { maxLength: 120 }), (values) => {
        const counted = tally(values);
        const sorted = [...values].sort((a, b) => a - b);
        const mean = values.length > 1 ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
        const interval = tallyMeanInterval(counted);
        const middle = values.length === 0 ? null : values.length % 2 === 1 ? sorted[values.length >> 1]! : (sorted[(values.length >> 1) - 1]! + sorted[values.length >> 1]!) / 2;
        return (
          counted.reduce((n, [, count]) => n + count, 0) === values.length &&
          (mean === null ? interval === null : Math.abs(interval!.estimate - mean) <= 1e-9 * Math.max(1, Math.abs(mean))) &&
          tallyMedian(counted) === (middle === null ? null : middle) &&
          tallyHistogram(counted).reduce((n, bin) => n + bin.count, 0) === values.length
        );
      }),
    );
  });

  it('refuse entries out of order, repeated, or counted by a fraction', () => {
    expect(() => tallyMedian([[2, 1], [1, 1]])).toThrow(RangeError);
    expect(() => tallyMedian([[1, 1], [1, 1]])).toThrow(RangeError);
    expect(() => tallyMeanInterval([[1, 0.5], [2, 1]])).toThrow(RangeError);
    expect(() => tallyHistogram([[Number.POSITIVE_INFINITY, 1]])).toThrow(RangeError);
  });
});
