import { describe, expect, it } from 'vitest';
import { classify, DARK_PATTERN_CATEGORIES } from '../../src/deceptive/classify';
import { describeEvaluation, evaluate, heldOut, readLabelled } from './labelled';

const segments = readLabelled();

describe('deceptive-design text classifier', () => {
  it('has a balanced labelled fixture of at least 400 segments covering every category', () => {
    expect(segments.length).toBeGreaterThanOrEqual(400);
    const dark = segments.filter((segment) => segment.darkPattern);
    expect(dark.length / segments.length).toBeGreaterThan(0.4);
    expect(dark.length / segments.length).toBeLessThan(0.6);
    for (const category of DARK_PATTERN_CATEGORIES) expect(dark.filter((segment) => segment.category === category).length).toBeGreaterThanOrEqual(20);
    expect(segments.filter((segment) => !segment.darkPattern).every((segment) => segment.category === null)).toBe(true);
    expect(new Set(segments.map((segment) => segment.text)).size).toBe(segments.length);
  });

  it('reaches its floors on the held-out part of the fixture (printed with per-category recall)', () => {
    const train = evaluate(segments.filter((segment) => !heldOut(segment)));
    const test = evaluate(segments.filter(heldOut));
    console.log(`${describeEvaluation('training part', train)}\n${describeEvaluation('held-out part', test)}`);
    for (const error of test.errors) console.log(`  held-out miss: ${JSON.stringify(error)}`);
    expect(test.n).toBeGreaterThanOrEqual(200);
    expect(test.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(test.falsePositiveRate).toBeLessThanOrEqual(0.03);
    for (const { n, detected, sameCategory } of Object.values(test.recall)) {
      expect(detected / n).toBeGreaterThanOrEqual(0.85);
      expect(sameCategory / n).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reaches its floors on round 5, 40 lines written before their author read the rules (kept apart from the tuning fixture)', () => {
    const round5 = readLabelled('round-5.jsonl');
    expect(round5).toHaveLength(40);
    expect(round5.filter((segment) => segment.darkPattern)).toHaveLength(20);
    const known = new Set(segments.map((segment) => segment.text.toLowerCase()));
    expect(round5.filter((segment) => known.has(segment.text.toLowerCase()))).toEqual([]);
    const result = evaluate(round5);
    console.log(describeEvaluation('round 5', result));
    for (const error of result.errors) console.log(`  round-5 miss: ${JSON.stringify(error)}`);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(0.05);
  });

  it('answers in the CLI contract: a category only for a dark pattern, a confidence between 0 and 1', () => {
    for (const text of ['Only 2 left in stock', 'Add to cart', '', '   ', '💥💥', 'x'.repeat(20_000)]) {
      const result = classify(text);
      expect(result.confidence).toBeGreaterThanOrEqual(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
      expect(result.category === null).toBe(!result.darkPattern);
    }
    expect(classify('Only 2 left in stock')).toMatchObject({ darkPattern: true, category: 'Scarcity' });
  });

  it('keeps the borderline ordinary texts ordinary and sees the pressured versions', () => {
    const ordinary = ['Free shipping over $50', 'Sale: 20% off', 'Sold out', 'In stock', 'Shipping calculated at checkout', 'No thanks', 'Sort by: Most popular', 'I bought this last week and love it', 'Service fee: $2.00', 'Sale ends 31 January'];
    for (const text of ordinary) expect(classify(text), text).toMatchObject({ darkPattern: false, category: null });
    expect(classify('Sale ends in 02:11:09').category).toBe('Urgency');
    expect(classify('No thanks, I prefer paying full price').category).toBe('Misdirection');
    expect(classify('A service fee will be added at checkout').category).toBe('Sneaking');
    expect(classify('Cancellation only by phone').category).toBe('Obstruction');
    expect(classify('Create an account to see the price').category).toBe('Forced Action');
    expect(classify('Mia from Oslo just purchased this').category).toBe('Social Proof');
  });

  it('classifies a long text in well under a millisecond (no catastrophic backtracking)', () => {
    const long = `${'only a few words here and there, '.repeat(300)}left`;
    const start = performance.now();
    classify(long);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
