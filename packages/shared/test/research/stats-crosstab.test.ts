import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareTest, crossTabTest, fisherExactTest } from '../../src/research/stats';

// R's ?chisq.test example (Agresti 2007, p. 39): gender by party identification.
const PARTY = [
  [762, 327, 468],
  [484, 239, 477],
];
// R's ?fisher.test examples: Fisher's tea-tasting lady, Fisher's like-sex twins' convictions,
// Agresti's job satisfaction by income (rows: income, columns: satisfaction, as matrix(c(...), 4, 4) fills them),
// and the 6th example of Mehta & Patel's JASA paper.
const TEA = [
  [3, 1],
  [1, 3],
];
const CONVICTIONS = [
  [2, 15],
  [10, 3],
];
const JOB = [
  [1, 3, 10, 6],
  [2, 3, 10, 7],
  [1, 6, 14, 12],
  [0, 1, 9, 11],
];
const MP6 = [
  [1, 2, 2, 1, 1, 0, 1],
  [2, 0, 0, 2, 3, 0, 0],
  [0, 1, 1, 1, 2, 7, 3],
  [1, 1, 2, 0, 0, 0, 1],
  [0, 1, 1, 1, 1, 0, 0],
];
// Hand-worked 2×2: row 1 has 7 answers, column 1 has 9, n = 15. P(a) = C(9, a) C(6, 7 − a) / C(15, 7) for a = 1…7:
// 9, 216, 1260, 2520, 1890, 504, 36 (of 6435). The observed a = 7 has 36; as or less probable: a = 1 and 7, p = 45/6435.
const LOPSIDED = [
  [7, 0],
  [2, 6],
];

describe('chiSquareTest', () => {
  it('matches R: chisq.test(M) prints X-squared = 30.07, df = 2, p-value = 2.954e-07', () => {
    const result = chiSquareTest(PARTY)!;
    expect(result.statistic).toBeCloseTo(30.07, 2);
    expect(result.df).toBe(2);
    expect(result.pValue).toBeCloseTo(2.954e-7, 10);
    // Expected = row total × column total / n, by hand: 1557 × 1246 / 2757 = 703.6714, …, 1200 × 945 / 2757 = 411.3166.
    const expected = [
      [703.6714, 319.6453, 533.6834],
      [542.3286, 246.3547, 411.3166],
    ];
    result.expected.forEach((row, i) => row.forEach((e, j) => expect(e).toBeCloseTo(expected[i]![j]!, 4)));
    expect(result.minExpected).toBeCloseTo(246.3547, 4);
    expect(result.cellsBelow5).toBe(0);
  });

  it('has no continuity correction on a 2×2 table', () => {
    // Rows 50/50, columns 45/55: every (O − E)² = 2.5², X² = 6.25 × (2/22.5 + 2/27.5) = 100/99;
    // scipy.stats.chi2_contingency([[20, 30], [25, 25]], correction=False) gives p = 0.3148786413364169.
    const result = chiSquareTest([
      [20, 30],
      [25, 25],
    ])!;
    expect(result.statistic).toBeCloseTo(100 / 99, 12);
    expect(result.df).toBe(1);
    expect(result.pValue).toBeCloseTo(0.3148786413364169, 10);
  });

  it('drops all-zero rows and columns first', () => {
    const padded = [[762, 0, 327, 468], [0, 0, 0, 0], [484, 0, 239, 477]];
    expect(chiSquareTest(padded)).toEqual(chiSquareTest(PARTY));
  });

  it('is null when fewer than two rows or columns have answers', () => {
    expect(chiSquareTest([[5, 0], [3, 0]])).toBeNull();
    expect(chiSquareTest([[5, 3, 1]])).toBeNull();
    expect(chiSquareTest([[0, 0], [0, 0]])).toBeNull();
  });

  it.each([
    [[[1, -1], [2, 3]]],
    [[[1, 2], [3]]],
    [[[1.5, 2], [3, 4]]],
    [[[Number.NaN, 2], [3, 4]]],
    [[]],
  ])('refuses %j', (table) => {
    expect(() => chiSquareTest(table)).toThrow(RangeError);
  });
});

describe('fisherExactTest', () => {
  it.each([
    // R's ?fisher.test: two-sided p for the tea-tasting table is 0.4857 (= 34/70 by hand: 1 + 16 + 16 + 1 of 70).
    ['tea tasting', TEA, 34 / 70, 12],
    // R: fisher.test(Convictions) p-value = 0.0005367.
    ['convictions', CONVICTIONS, 0.0005367, 7],
    ['the hand-worked 2×2', LOPSIDED, 45 / 6435, 12],
    // R's ?fisher.test: fisher.test(Job) # 0.7827.
    ['job satisfaction', JOB, 0.7827, 4],
    // R: fisher.test(MP6) p-value = 0.03929 (as transcribed in a public test suite checked against R; Mehta & Patel 1983).
    ['Mehta & Patel example 6', MP6, 0.03929, 5],
  ])('%s', (_name, table, p, digits) => {
    expect(fisherExactTest(table)!.pValue).toBeCloseTo(p, digits);
  });

  it('does not depend on the order or orientation of rows and columns', () => {
    const p = fisherExactTest(JOB)!.pValue;
    const transposed = JOB[0]!.map((_, j) => JOB.map((row) => row[j]!));
    const shuffled = [2, 0, 3, 1].map((i) => [1, 3, 0, 2].map((j) => JOB[i]![j]!));
    expect(fisherExactTest(transposed)!.pValue).toBeCloseTo(p, 12);
    expect(fisherExactTest(shuffled)!.pValue).toBeCloseTo(p, 12);
  });

  it('is null for an r×c table over 200 answers, or too large to enumerate', () => {
    expect(fisherExactTest([[100, 100, 1], [100, 100, 0], [1, 0, 0]])).toBeNull();
    // 4×5 with 200 answers spread evenly: tens of millions of paths through the network, over the budget.
    expect(fisherExactTest([[10, 12, 8, 9, 11], [9, 10, 11, 12, 8], [12, 9, 10, 8, 11], [8, 11, 9, 10, 12]])).toBeNull();
  });

  it('still tests a 2×2 table of any size exactly', () => {
    expect(fisherExactTest([[500, 500], [500, 500]])!.pValue).toBeCloseTo(1, 12);
  });

  it('is null when fewer than two rows or columns have answers', () => {
    expect(fisherExactTest([[4, 0, 0], [6, 0, 0]])).toBeNull();
  });

  it('gives a p-value in (0, 1] for any small table', () => {
    const table = fc.integer({ min: 2, max: 3 }).chain((rows) => fc.integer({ min: 2, max: 4 }).chain((columns) => fc.array(fc.array(fc.nat(6), { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows })));
    fc.assert(
      fc.property(table, (t) => {
        const result = fisherExactTest(t);
        return result === null || (result.pValue > 0 && result.pValue <= 1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('crossTabTest', () => {
  const labels = { rowLabel: 'Gender', colLabel: 'Party' };

  it('uses chi-square when the expected counts allow it, and says so plainly', () => {
    expect(crossTabTest(PARTY, labels)).toEqual({
      method: 'chi-square',
      statistic: expect.closeTo(30.07, 2),
      df: 2,
      pValue: expect.closeTo(2.954e-7, 10),
      significant: true,
      sentence: 'Answers to “Party” differ by “Gender” (χ² = 30.1, df = 2, p < 0.001, n = 2757). This shows the two go together in these answers, not that one causes the other.',
    });
  });

  it('does not call a non-significant result evidence of no relation', () => {
    const result = crossTabTest(
      [
        [20, 30],
        [25, 25],
      ],
      labels,
    );
    expect(result).toMatchObject({ method: 'chi-square', significant: false });
    expect(result.sentence).toBe(
      'No evidence that answers to “Party” differ by “Gender” (χ² = 1.0, df = 1, p = 0.31, n = 100). This does not show they are unrelated: a difference too small to detect with 100 answers may still exist.',
    );
  });

  it('uses Fisher when a 2×2 table has an expected count below 5', () => {
    // LOPSIDED: expected 8 × 6 / 15 = 3.2 in the bottom-right cell.
    const result = crossTabTest(LOPSIDED, { rowLabel: 'Plan', colLabel: 'Renewed' });
    expect(result).toEqual({
      method: 'fisher-exact',
      pValue: expect.closeTo(45 / 6435, 12),
      significant: true,
      sentence: "Answers to “Renewed” differ by “Plan” (Fisher's exact test, p = 0.007, n = 15). This shows the two go together in these answers, not that one causes the other.",
    });
  });

  it('uses Fisher on a larger table when Cochran’s rule fails', () => {
    // Job: expected counts in the "very dissatisfied" column are 4 × row total / 96, all below 1.2.
    expect(crossTabTest(JOB, { rowLabel: 'Income', colLabel: 'Job satisfaction' })).toEqual({
      method: 'fisher-exact',
      pValue: expect.closeTo(0.7827, 4),
      significant: false,
      sentence:
        "No evidence that answers to “Job satisfaction” differ by “Income” (Fisher's exact test, p = 0.78, n = 96). This does not show they are unrelated: a difference too small to detect with 96 answers may still exist.",
    });
    // Expected counts 20.25 … 1: five of nine cells below 5.
    expect(crossTabTest([[20, 20, 5], [20, 20, 5], [5, 5, 0]], labels).method).toBe('fisher-exact');
  });

  it('keeps chi-square when at most 20 % of the expected counts are below 5 and none below 1', () => {
    // Margins 40/40/20 both ways: expected = observed, one cell of nine (4) below 5; X² = 0, p = 1.
    const result = crossTabTest([[16, 16, 8], [16, 16, 8], [8, 8, 4]], labels);
    expect(result).toMatchObject({ method: 'chi-square', statistic: 0, df: 4, pValue: 1, significant: false });
    expect(result.sentence).toContain('(χ² = 0.0, df = 4, p = 1, n = 100)');
  });

  it('says there are not enough answers below 10, with one category, or when no test is valid', () => {
    expect(crossTabTest(TEA, { rowLabel: 'Guess', colLabel: 'Truth' })).toEqual({
      method: 'none',
      significant: false,
      sentence: 'Not enough answers to say whether Guess and Truth are related (n = 8).',
    });
    expect(crossTabTest([[12, 0], [8, 0]], labels)).toMatchObject({ method: 'none', sentence: 'Not enough answers to say whether Gender and Party are related (n = 20).' });
    // Expected counts below 1 call for Fisher, which is not computed for an r×c table over 200 answers.
    expect(crossTabTest([[100, 100, 1], [100, 100, 0], [1, 0, 0]], labels)).toMatchObject({ method: 'none', sentence: 'Not enough answers to say whether Gender and Party are related (n = 402).' });
  });
});
