import { describe, expect, it } from 'vitest';
import { orderInversions, readingOrder } from '../../../src/audits/accessibility/reading-order';
import type { ContentBlock } from '../../../src/gatherers/accessibility/content-blocks';
import { context, element, single } from './helpers';

const block = (selector: string, x: number, y: number, width = 300, height = 20, more: Partial<ContentBlock> = {}): ContentBlock => ({
  ...element(selector, { x, y, width, height }),
  tag: 'p',
  region: 'main',
  ...more,
});
const run = (blocks: ContentBlock[]) => single(readingOrder.audit({ ContentBlocks: blocks }, context));

describe('reading-order', () => {
  it('fails paragraphs of one region shown in reverse source order (F1)', () => {
    const result = run([block('p:nth-of-type(1)', 0, 100), block('p:nth-of-type(2)', 0, 60), block('p:nth-of-type(3)', 0, 20)]);
    expect(result.outcome).toBe('failed');
    expect(result.displayValue).toBe('3 pairs of blocks out of order');
  });
  it('fails the items of an ordered list shown out of order', () => {
    const item = (n: number, y: number) => block(`ol > li:nth-of-type(${n})`, 0, y, 300, 20, { tag: 'ol li' });
    expect(run([item(1, 60), item(2, 20)]).outcome).toBe('failed');
  });
  it('passes blocks top to bottom, and columns side by side', () => {
    expect(run([block('h1', 0, 0), block('p', 0, 40), block('p', 0, 80)]).outcome).toBe('passed');
    // Column two starts above the end of column one but does not overlap it horizontally.
    expect(run([block('p.a', 0, 0), block('p.b', 0, 200), block('p.c', 400, 0)]).outcome).toBe('passed');
  });
  it('passes regions laid out in another order than the source: a sidebar shown above the main text on a phone', () => {
    const main = [block('main > h1', 0, 400, 300, 30, { tag: 'h1' }), block('main > p', 0, 440)];
    const sidebar = [block('aside > h2', 0, 0, 300, 24, { tag: 'h2', region: 'aside' }), block('aside > p', 0, 30, 300, 20, { region: 'aside' })];
    expect(run([...main, ...sidebar]).outcome).toBe('passed');
  });
  it('passes the items of an unordered list in any order: their order carries no meaning', () => {
    const item = (n: number, y: number) => block(`ul > li:nth-of-type(${n})`, 0, y, 300, 20, { tag: 'ul li', region: 'nav' });
    expect(run([item(1, 60), item(2, 20)]).outcome).toBe('passed');
  });
  it('asks for a review, not a failure, when blocks of different kinds swap: a kicker line shown above its heading', () => {
    const result = run([block('h1', 0, 40, 300, 30, { tag: 'h1' }), block('p.kicker', 0, 0, 300, 20)]);
    expect(result).toMatchObject({ outcome: 'needs-review', displayValue: '1 pair of blocks out of order' });
    expect(result.elements?.[0]?.selector).toBe('p.kicker');
  });
  it('ignores nested blocks (a paragraph inside a list item)', () => {
    expect(orderInversions([block('li', 0, 0, 300, 100), block('li > p', 10, 10)])).toEqual([]);
  });
  it('does not apply to a page with one block', () => expect(run([block('p', 0, 0)]).outcome).toBe('not-applicable'));
});
