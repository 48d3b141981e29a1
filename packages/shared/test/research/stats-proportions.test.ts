import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seanEllis, wilsonInterval } from '../../src/research/stats';

describe('wilsonInterval', () => {
  it.each([
    // Newcombe (1998), "Two-sided confidence intervals for the single proportion: comparison of seven methods",
    // Stat. Med. 17:857–872, Table II, method 3 (Wilson score, no continuity correction), 95 %.
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i/%i → %s–%s (Newcombe 1998)', (successes, n, low, high) => {
    const interval = wilsonInterval(successes, n)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
    expect(interval).toMatchObject({ estimate: successes / n, n, confidence: 0.95 });
  });

  it('has no interval without answers', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('stays within [0, 1] at 0 and n successes', () => {
    expect(wilsonInterval(0, 1)).toMatchObject({ estimate: 0, low: 0 });
    expect(wilsonInterval(7, 7)).toMatchObject({ estimate: 1, high: 1 });
    // Newcombe's 0/20 upper limit 0.1611 mirrors to a lower limit of 1 − 0.1611 for 20/20.
    expect(wilsonInterval(20, 20)!.low).toBeCloseTo(1 - 0.1611, 4);
  });

  it('contains its estimate, within [0, 1], for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const interval = wilsonInterval(Math.round(share * n), n)!;
        return interval.low >= 0 && interval.low <= interval.estimate && interval.estimate <= interval.high && interval.high <= 1;
      }),
    );
  });

  it('narrows as answers grow at the same share, and widens with the confidence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 10 }), (n, tenths) => {
        const successes = Math.round((tenths / 10) * n);
        const small = wilsonInterval(successes, n)!;
        const large = wilsonInterval(successes * 4, n * 4)!;
        const wide = wilsonInterval(successes, n, 0.99)!;
        return large.high - large.low < small.high - small.low && wide.high - wide.low > small.high - small.low;
      }),
    );
  });

  it.each([
    [Number.NaN, 10],
    [-1, 10],
    [11, 10],
    [1.5, 10],
    [1, Number.POSITIVE_INFINITY],
  ])('refuses %s of %s', (successes, n) => {
    expect(() => wilsonInterval(successes, n)).toThrow(RangeError);
  });

  it('refuses a confidence outside (0, 1)', () => {
    expect(() => wilsonInterval(1, 10, 1)).toThrow(RangeError);
    expect(() => wilsonInterval(1, 10, 95)).toThrow(RangeError);
  });
});

describe('seanEllis', () => {
  it('supports product/market fit only when the whole interval clears 40 %', () => {
    // 60/100: Wilson 95 % 0.5020–0.6906 (the mirror of 40/100 below), all above 0.40.
    expect(seanEllis(60, 100)).toMatchObject({ benchmark: 0.4, verdict: 'supported', moreNeeded: 0 });
    // 10/100: Wilson 0.0552–0.1744, all below 0.40.
    expect(seanEllis(10, 100)).toMatchObject({ verdict: 'not-supported', moreNeeded: 0 });
  });

  it('asks for more answers when the interval spans 40 %', () => {
    // 40/100: Wilson 0.309401–0.497997 (from the Wilson formula with z = 1.959964), margin 0.094298 ≤ 0.10,
    // so the target is half of it, 0.047149, at p = 0.403699 (the interval's middle):
    // 1.959964² × 0.403699 × 0.596301 / 0.047149² = 415.98 → 416 answers, 316 more.
    const result = seanEllis(40, 100)!;
    expect(result.interval.low).toBeCloseTo(0.309401, 6);
    expect(result.interval.high).toBeCloseTo(0.497997, 6);
    expect(result).toMatchObject({ verdict: 'not-enough', moreNeeded: 316 });
  });

  it('has nothing to say without answers', () => {
    expect(seanEllis(0, 0)).toBeNull();
  });
});
