import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, lgamma, logFactorial, normalQuantile, regularizedBeta, regularizedGammaQ, studentTCdf, studentTQuantile } from '../../src/research/stats';

describe('normalQuantile (Wichura AS 241)', () => {
  it.each([
    // Reference: scipy.stats.norm.ppf (scipy 1.17.1); printed tables give 1.960, 2.576, 1.282.
    [0.975, 1.959963984540054],
    [0.995, 2.5758293035489004],
    [0.9, 1.2815515655446004],
    [0.5, 0],
    // Far tail, the third branch of AS 241: scipy.stats.norm.ppf(1e-10).
    [1e-10, -6.361340902404056],
    [1e-300, -37.0470962993612],
  ])('Φ⁻¹(%s) = %s', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 12);
  });

  it('is antisymmetric: Φ⁻¹(1 − p) = −Φ⁻¹(p)', () => {
    fc.assert(fc.property(fc.double({ min: 1e-4, max: 0.5, noNaN: true }), (p) => Math.abs(normalQuantile(1 - p) + normalQuantile(p)) < 1e-9));
  });

  it.each([0, 1, -0.1, 1.5, Number.NaN])('refuses p = %s', (p) => {
    expect(() => normalQuantile(p)).toThrow(RangeError);
  });
});

describe('Student t', () => {
  it.each([
    // scipy.stats.t.ppf; NIST/SEMATECH e-Handbook §1.3.6.7.2 prints 2.228, 2.042, 4.032.
    [0.975, 10, 2.228138851986274],
    [0.975, 30, 2.0422724563012378],
    [0.995, 5, 4.032142983555228],
    // df = 1 is the Cauchy distribution: t = tan(π (p − ½)) = tan(0.475 π) = 12.706204736174694.
    [0.975, 1, 12.706204736174694],
    // df = 2 has the closed form t = (2p − 1) √(2 / (4 p (1 − p))) = 0.95 √(2 / 0.0975) = 4.302652729749462.
    [0.975, 2, 4.302652729749462],
    [0.025, 2, -4.302652729749462],
  ])('quantile(%s, df = %s) = %s', (p, df, t) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(t, 9);
  });

  it.each([
    // Cauchy: F(1) = ½ + arctan(1)/π = 0.75.
    [1, 1, 0.75],
    // df = 2: F(t) = ½ + t / (2 √(2 + t²)); F(1) = ½ + 1/(2√3) = 0.7886751345948129.
    [1, 2, 0.7886751345948129],
    [-1, 2, 0.2113248654051871],
    // The 97.5 % point of t with 10 df (scipy.stats.t.ppf(0.975, 10) = 2.228138851986274).
    [2.228138851986274, 10, 0.975],
    [0, 7, 0.5],
  ])('cdf(%s, df = %s) = %s', (t, df, p) => {
    expect(studentTCdf(t, df)).toBeCloseTo(p, 12);
  });

  it('quantile and cdf are inverses', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), fc.integer({ min: 1, max: 500 }), (p, df) => Math.abs(studentTCdf(studentTQuantile(p, df), df) - p) < 1e-10),
    );
  });

  it('refuses bad degrees of freedom', () => {
    expect(() => studentTQuantile(0.975, 0)).toThrow(RangeError);
    expect(() => studentTCdf(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('chiSquareSurvival', () => {
  it.each([
    // Upper 5 % critical values from the NIST/SEMATECH e-Handbook table §1.3.6.7.4 (3.841, 5.991, 11.070, 124.342),
    // to more digits from scipy.stats.chi2.isf(0.05, df).
    [3.8414588206941285, 1, 0.05],
    [5.991464547107983, 2, 0.05],
    [11.070497693516355, 5, 0.05],
    [124.34211340400408, 100, 0.05],
    // df = 1: P(X ≥ 1) = P(|Z| ≥ 1) = 2 (1 − Φ(1)) = 0.31731050786291415.
    [1, 1, 0.31731050786291415],
    // df = 2 is exponential: P(X ≥ x) = e^(−x/2); e^(−5) = 0.006737946999085467.
    [10, 2, 0.006737946999085467],
    [0, 3, 1],
  ])('P(X ≥ %s | df = %s) = %s', (x, df, p) => {
    expect(chiSquareSurvival(x, df)).toBeCloseTo(p, 12);
  });

  it('keeps small tail probabilities precise: R prints p = 2.954e-07 for X² = 30.07 with 2 df, and e^(−15.035) is that exactly', () => {
    expect(chiSquareSurvival(30.07, 2) / Math.exp(-30.07 / 2)).toBeCloseTo(1, 12);
  });

  it('refuses a negative statistic', () => {
    expect(() => chiSquareSurvival(-1, 2)).toThrow(RangeError);
  });
});

describe('special functions', () => {
  it.each([
    // ln Γ(½) = ln √π; ln Γ(10) = ln 9! = ln 362880; ln Γ(101) = ln 100! (scipy.special.gammaln(101)).
    [0.5, 0.5 * Math.log(Math.PI)],
    [10, Math.log(362880)],
    [101, 363.73937555556347],
  ])('lgamma(%s) = %s', (x, value) => {
    expect(lgamma(x)).toBeCloseTo(value, 11);
  });

  it('logFactorial matches ln n! summed directly', () => {
    let direct = 0;
    for (let k = 1; k <= 170; k++) {
      direct += Math.log(k);
      expect(logFactorial(k)).toBeCloseTo(direct, 9);
    }
    expect(logFactorial(0)).toBe(0);
    expect(() => logFactorial(2.5)).toThrow(RangeError);
  });

  it('regularizedBeta has its closed forms: I_x(1, 1) = x, I_x(a, 1) = x^a, and I_½(a, a) = ½', () => {
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedBeta(0.6, 3, 1)).toBeCloseTo(0.216, 14);
    expect(regularizedBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 14);
  });

  it('regularizedGammaQ has its closed form Q(1, x) = e^(−x)', () => {
    expect(regularizedGammaQ(1, 0.5)).toBeCloseTo(Math.exp(-0.5), 14);
    expect(regularizedGammaQ(1, 20)).toBeCloseTo(Math.exp(-20), 20);
  });
});
