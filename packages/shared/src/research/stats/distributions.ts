// Distribution functions for the survey statistics, written out here so the module has no
// dependency. Each follows a published algorithm, named in its JSDoc; the tests check them
// against printed tables and reference implementations (R, scipy).

const MAX_ITERATIONS = 10_000;
const EPSILON = 1e-15;
/** Smallest magnitude allowed in the modified Lentz continued fractions (Numerical Recipes §5.2). */
const FPMIN = 1e-300;

/** Throws a RangeError unless `p` is a probability strictly between 0 and 1. */
export function assertOpenProbability(p: number, name: string): void {
  if (!(p > 0 && p < 1)) throw new RangeError(`${name} must be strictly between 0 and 1, got ${p}`);
}

// Lanczos approximation with g = 7 and nine coefficients (Paul Godfrey's set, the one most
// libraries with g = 7 use): about 15 significant digits for positive arguments. Coefficients
// written as their nearest doubles.
const LANCZOS_G = 7;
const LANCZOS = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 0.000009984369578019572, 1.5056327351493116e-7,
];
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/**
 * ln Γ(x) for x > 0, by the Lanczos approximation (Lanczos 1964, "A precision approximation of
 * the gamma function", SIAM J. Numer. Anal. B 1:86–96) with g = 7 and Godfrey's nine coefficients.
 */
export function lgamma(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) throw new RangeError(`lgamma needs a finite positive argument, got ${x}`);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln(n!) for a non-negative integer n, as lgamma(n + 1). */
export function logFactorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`logFactorial needs a non-negative integer, got ${n}`);
  return n < 2 ? 0 : lgamma(n + 1);
}

/** Evaluates a polynomial with coefficients in ascending order (c[0] + c[1] x + …) by Horner's rule. */
function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) value = value * x + coefficients[i]!;
  return value;
}

// Coefficients of Wichura's algorithm AS 241 (PPND16), ascending powers, each written as the double
// nearest the published 20-digit value (all a double holds of it).
const AS241_A = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const AS241_B = [
  1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
];
const AS241_C = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const AS241_D = [
  1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008, 0.015198666563616457,
  0.0005475938084995345, 1.0507500716444169e-9,
];
const AS241_E = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487, 0.026532189526576124,
  0.0012426609473880784, 0.000027115555687434876, 2.0103343992922881e-7,
];
const AS241_F = [
  1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133, 0.000018463183175100548,
  1.421511758316446e-7, 2.0442631033899397e-15,
];

/**
 * Quantile of the standard normal distribution: the z with Φ(z) = p, for 0 < p < 1.
 * Wichura (1988), "Algorithm AS 241: The percentage points of the normal distribution",
 * Applied Statistics 37(3):477–484 (PPND16, accurate to about 1 part in 10^16).
 */
export function normalQuantile(p: number): number {
  assertOpenProbability(p, 'p');
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * polynomial(AS241_A, r)) / polynomial(AS241_B, r);
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value = polynomial(AS241_C, r) / polynomial(AS241_D, r);
  } else {
    r -= 5;
    value = polynomial(AS241_E, r) / polynomial(AS241_F, r);
  }
  return q < 0 ? -value : value;
}

/** The two-sided critical value z with P(|Z| ≤ z) = confidence, e.g. 1.959964 for 0.95. */
export function normalCritical(confidence: number): number {
  assertOpenProbability(confidence, 'confidence');
  return normalQuantile(1 - (1 - confidence) / 2);
}

/** Series for the regularized lower incomplete gamma P(a, x), for x < a + 1 (Numerical Recipes `gser`). */
function gammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n <= MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lgamma(a));
}

/** Continued fraction for the regularized upper incomplete gamma Q(a, x), for x ≥ a + 1 (Numerical Recipes `gcf`, modified Lentz). */
function gammaContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / FPMIN;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = b + an / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - lgamma(a)) * h;
}

/**
 * Regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0:
 * series when x < a + 1, Lentz continued fraction otherwise (Press et al., Numerical Recipes,
 * 3rd ed., §6.2), so small tail probabilities keep their relative precision.
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !Number.isFinite(a)) throw new RangeError(`the shape a must be finite and positive, got ${a}`);
  if (!(x >= 0)) throw new RangeError(`x must be non-negative, got ${x}`);
  if (x === 0) return 1;
  if (x === Infinity) return 0;
  return x < a + 1 ? 1 - gammaSeries(a, x) : gammaContinuedFraction(a, x);
}

/** Survival function of the chi-square distribution, P(X ≥ x) for df degrees of freedom: Q(df/2, x/2). */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(df > 0) || !Number.isFinite(df)) throw new RangeError(`degrees of freedom must be finite and positive, got ${df}`);
  if (!(x >= 0)) throw new RangeError(`a chi-square statistic must be non-negative, got ${x}`);
  return regularizedGammaQ(df / 2, x / 2);
}

/** Continued fraction for the incomplete beta function (Numerical Recipes `betacf`, modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < FPMIN) d = FPMIN;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < FPMIN) d = FPMIN;
    c = 1 + aa / c;
    if (Math.abs(c) < FPMIN) c = FPMIN;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
}

/**
 * Regularized incomplete beta function I_x(a, b) for a, b > 0 and 0 ≤ x ≤ 1, by its continued
 * fraction evaluated with the modified Lentz method, using the symmetry I_x(a, b) = 1 − I_{1−x}(b, a)
 * where the fraction converges faster (Press et al., Numerical Recipes, 3rd ed., §6.4).
 */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (!(a > 0) || !(b > 0) || !Number.isFinite(a) || !Number.isFinite(b)) throw new RangeError(`a and b must be finite and positive, got ${a}, ${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`x must be in [0, 1], got ${x}`);
  if (x === 0 || x === 1) return x;
  const front = Math.exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

function assertDegreesOfFreedom(df: number): void {
  if (!(df > 0) || !Number.isFinite(df)) throw new RangeError(`degrees of freedom must be finite and positive, got ${df}`);
}

/** Upper tail P(T > t) of Student's t for t ≥ 0, from the identity P(|T| > t) = I_{df/(df+t²)}(df/2, ½). */
function studentTUpperTail(t: number, df: number): number {
  return 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

/** Cumulative distribution function of Student's t with df degrees of freedom, via the regularized incomplete beta function. */
export function studentTCdf(t: number, df: number): number {
  assertDegreesOfFreedom(df);
  if (Number.isNaN(t)) throw new RangeError('t must be a number, got NaN');
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = studentTUpperTail(Math.abs(t), df);
  return t >= 0 ? 1 - tail : tail;
}

/** Density of Student's t, used for the Newton steps of the quantile. */
function studentTDensity(t: number, df: number): number {
  const logNorm = lgamma((df + 1) / 2) - lgamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logNorm - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/**
 * Quantile of Student's t with df degrees of freedom: the t with P(T ≤ t) = p, for 0 < p < 1.
 * Solves the upper tail ½ I_{df/(df+t²)}(df/2, ½) = min(p, 1 − p) by Newton's method kept inside a
 * bisection bracket (Press et al., Numerical Recipes, 3rd ed., §9.4 `rtsafe`), started from the
 * normal quantile, to a relative accuracy of about 1e-12.
 */
export function studentTQuantile(p: number, df: number): number {
  assertOpenProbability(p, 'p');
  assertDegreesOfFreedom(df);
  if (p === 0.5) return 0;
  const tail = Math.min(p, 1 - p);
  // The t quantile is at least the normal one; double the upper end until it brackets the root.
  let low = 0;
  let high = Math.max(1, normalQuantile(1 - tail));
  while (studentTUpperTail(high, df) > tail) {
    low = high;
    high *= 2;
  }
  let t = (low + high) / 2;
  for (let i = 0; i < 200; i++) {
    const f = studentTUpperTail(t, df) - tail;
    if (f > 0) low = t;
    else high = t;
    const newton = t + f / studentTDensity(t, df);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - t) <= 1e-13 * Math.max(1, Math.abs(t))) {
      t = next;
      break;
    }
    t = next;
  }
  return p < 0.5 ? -t : t;
}
