import { describe, expect, it } from 'vitest';
import { orderInversions, readingOrder } from '../../../src/audits/accessibility/reading-order';
import { context, element, single } from './helpers';

const block = (selector: string, x: number, y: number, width = 300, height = 20) => element(selector, { x, y, width, height });
const run = (blocks: ReturnType<typeof block>[]) => single(readingOrder.audit({ ContentBlocks: blocks }, context));

describe('reading-order', () => {
  it('fails a later block shown above an earlier one in the same column', () => {
    const result = run([block('li:nth-of-type(1)', 0, 100), block('li:nth-of-type(2)', 0, 60), block('li:nth-of-type(3)', 0, 20)]);
    expect(result.outcome).toBe('failed');
    expect(result.displayValue).toBe('3 pairs of blocks out of order');
  });
  it('passes blocks top to bottom, and columns side by side', () => {
    expect(run([block('h1', 0, 0), block('p', 0, 40), block('p', 0, 80)]).outcome).toBe('passed');
    // Column two starts above the end of column one but does not overlap it horizontally.
    expect(run([block('p.a', 0, 0), block('p.b', 0, 200), block('p.c', 400, 0)]).outcome).toBe('passed');
  });
  it('ignores nested blocks (a paragraph inside a list item)', () => {
    expect(orderInversions([block('li', 0, 0, 300, 100), block('li > p', 10, 10)])).toEqual([]);
  });
  it('does not apply to a page with one block', () => expect(run([block('p', 0, 0)]).outcome).toBe('not-applicable'));
});
