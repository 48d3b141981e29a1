import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleSizeForMargin, verdictAgainst, wilsonInterval, type Interval } from '../../src/research/stats';

describe('sampleSizeForMargin', () => {
  it.each([
    // The classic worst-case sample sizes, n = 1.96² × 0.25 / e² rounded up (Cochran, Sampling Techniques, 1977):
    // ±5 % → 385 (384.15), ±3 % → 1068 (1067.07), ±10 % → 97 (96.04).
    [0.05, undefined, 385],
    [0.03, undefined, 1068],
    [0.1, undefined, 97],
    // p = 0.2, ±5 %: 3.841459 × 0.16 / 0.0025 = 245.85 → 246.
    [0.05, 0.2, 246],
  ])('±%s at p = %s needs %i answers', (margin, p, n) => {
    expect(sampleSizeForMargin(margin, p)).toBe(n);
  });

  it('needs more answers for more confidence: ±5 % at 99 % is 2.575829² × 0.25 / 0.0025 = 663.49 → 664', () => {
    expect(sampleSizeForMargin(0.05, 0.5, 0.99)).toBe(664);
  });

  it('needs at least one answer', () => {
    expect(sampleSizeForMargin(0.1, 0)).toBe(1);
  });

  it.each([0, 1, -0.1, Number.NaN])('refuses a margin of %s', (margin) => {
    expect(() => sampleSizeForMargin(margin)).toThrow(RangeError);
  });

  it('refuses p outside [0, 1]', () => {
    expect(() => sampleSizeForMargin(0.05, 1.2)).toThrow(RangeError);
  });
});

describe('verdictAgainst', () => {
  const interval = (estimate: number, low: number, high: number, n: number): Interval => ({ estimate, low, high, n, confidence: 0.95 });

  it('is supported when the low end reaches the threshold, not supported when the high end is below it', () => {
    expect(verdictAgainst(interval(0.5, 0.4, 0.6, 100), 0.4)).toEqual({ verdict: 'supported', moreNeeded: 0 });
    expect(verdictAgainst(interval(0.3, 0.2, 0.39, 100), 0.4)).toEqual({ verdict: 'not-supported', moreNeeded: 0 });
  });

  it('aims at ±0.10 while the interval is wider than that', () => {
    // 12/40: Wilson 0.180748–0.454300, margin 0.136776 > 0.10; half of it (0.068388) is harder to reach than ±0.10.
    // At p = 0.317524 (the middle): 1.959964² × 0.317524 × 0.682476 / 0.10² = 83.25 → 84 answers, 44 more.
    expect(verdictAgainst(wilsonInterval(12, 40)!, 0.4)).toEqual({ verdict: 'not-enough', moreNeeded: 44 });
  });

  it('aims at half the width once ±0.10 is reached', () => {
    // The 40/100 case of seanEllis: margin 0.094298 → target 0.047149 → 416 answers, 316 more.
    expect(verdictAgainst(wilsonInterval(40, 100)!, 0.4)).toEqual({ verdict: 'not-enough', moreNeeded: 316 });
  });

  it('asks for four times the answers (3n more) on a scale other than a share, where ±0.10 means nothing', () => {
    // A System Usability Scale mean against its benchmark of 68: halving the width takes 4n answers.
    expect(verdictAgainst(interval(70, 62, 78, 20), 68)).toEqual({ verdict: 'not-enough', moreNeeded: 60 });
  });

  it('always asks for at least one more answer when undecided', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (n, share, threshold) => {
        const { verdict, moreNeeded } = verdictAgainst(wilsonInterval(Math.round(share * n), n)!, threshold);
        return verdict === 'not-enough' ? moreNeeded >= 1 : moreNeeded === 0;
      }),
    );
  });

  it('refuses an interval that is not one', () => {
    expect(() => verdictAgainst(interval(0.5, 0.6, 0.4, 10), 0.4)).toThrow(RangeError);
    expect(() => verdictAgainst(interval(0.5, 0.4, 0.6, 0), 0.4)).toThrow(RangeError);
    expect(() => verdictAgainst(interval(0.5, 0.4, 0.6, 10), Number.NaN)).toThrow(RangeError);
  });
});
