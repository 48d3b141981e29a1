import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { npsInterval } from '../../src/research/stats';

describe('npsInterval', () => {
  it('computes the score and its multinomial Wald interval', () => {
    // 50 promoters, 30 passives, 20 detractors: NPS = 50 % − 20 % = 30.
    // var = [0.5 × 0.5 + 0.2 × 0.8 + 2 × 0.5 × 0.2] / 100 = 0.61 / 100 = 0.0061
    // (check: [p_P + p_D − (p_P − p_D)²] / n = (0.7 − 0.09) / 100, the same; Rocks 2016, The American Statistician 70(4)).
    // Half-width 100 × 1.959964 × √0.0061 = 15.307808 → 14.692192 to 45.307808.
    const nps = npsInterval({ promoters: 50, passives: 30, detractors: 20 })!;
    expect(nps.estimate).toBeCloseTo(30, 12);
    expect(nps.low).toBeCloseTo(14.692192, 6);
    expect(nps.high).toBeCloseTo(45.307808, 6);
    expect(nps).toMatchObject({ n: 100, confidence: 0.95, promoters: 0.5, passives: 0.3, detractors: 0.2 });
  });

  it('clamps the interval to [−100, 100]', () => {
    // 9 promoters, 1 detractor: NPS 80, var = (0.09 + 0.09 + 0.18) / 10 = 0.036, half-width 100 × 1.959964 × 0.189737 = 37.1877:
    // low 42.8123, high 117.19 clamped to 100.
    const nps = npsInterval({ promoters: 9, passives: 0, detractors: 1 })!;
    expect(nps.estimate).toBeCloseTo(80, 12);
    expect(nps.low).toBeCloseTo(42.8123, 4);
    expect(nps.high).toBe(100);
  });

  it('has no width when everyone is in one group', () => {
    expect(npsInterval({ promoters: 0, passives: 0, detractors: 12 })).toMatchObject({ estimate: -100, low: -100, high: -100, n: 12 });
    expect(npsInterval({ promoters: 0, passives: 5, detractors: 0 })).toMatchObject({ estimate: 0, low: 0, high: 0 });
  });

  it('is null without answers', () => {
    expect(npsInterval({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
  });

  it('contains the score, within [−100, 100]', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (promoters, passives, detractors) => {
        const nps = npsInterval({ promoters, passives, detractors });
        if (promoters + passives + detractors === 0) return nps === null;
        return nps !== null && nps.low >= -100 && nps.low <= nps.estimate && nps.estimate <= nps.high && nps.high <= 100;
      }),
    );
  });

  it('refuses counts that are not counts', () => {
    expect(() => npsInterval({ promoters: -1, passives: 0, detractors: 3 })).toThrow(RangeError);
    expect(() => npsInterval({ promoters: Number.NaN, passives: 0, detractors: 3 })).toThrow(RangeError);
  });
});
