import type { Audit, ElementRef, Rect } from '../../types';

/** Blocks share a column when they overlap horizontally by at least half the narrower one. */
function sameColumn(a: Rect, b: Rect): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlap >= 0.5 * Math.min(a.width, b.width);
}

const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

/** Pairs where a block later in the DOM is shown entirely above an earlier one in the same column. */
export function orderInversions(blocks: readonly ElementRef[]): Array<[ElementRef, ElementRef]> {
  const inversions: Array<[ElementRef, ElementRef]> = [];
  for (let i = 0; i < blocks.length; i++) {
    const earlier = blocks[i]!;
    for (let j = i + 1; j < blocks.length; j++) {
      const later = blocks[j]!;
      if (!earlier.rect || !later.rect || contains(earlier.rect, later.rect) || contains(later.rect, earlier.rect)) continue;
      if (later.rect.y + later.rect.height <= earlier.rect.y + 1 && sameColumn(earlier.rect, later.rect)) inversions.push([earlier, later]);
    }
  }
  return inversions;
}

export const readingOrder: Audit<'ContentBlocks'> = {
  meta: {
    id: 'reading-order',
    category: 'accessibility',
    title: 'The reading order matches the visual order',
    failureTitle: 'The reading order differs from the visual order',
    description: 'Screen readers and keyboard focus follow the source order. Where CSS shows a later block above an earlier one, they read the content in a different order than it is seen.',
    recommendation: 'Put content in the source in the order it is meant to be read; avoid reordering it with flex/grid order, *-reverse or absolute positioning.',
    severity: 'moderate',
    wcag: ['1.3.2'],
    requiredArtifacts: ['ContentBlocks'],
  },
  audit({ ContentBlocks }) {
    if (ContentBlocks.length < 2) return { outcome: 'not-applicable' };
    const inversions = orderInversions(ContentBlocks);
    if (inversions.length === 0) return { outcome: 'passed' };
    const elements = inversions.slice(0, 10).map(([earlier, later]) => ({ ...later, note: `Comes after ${earlier.selector} in the source but is shown above it.` }));
    return { outcome: 'failed', elements, displayValue: `${inversions.length} pair${inversions.length === 1 ? '' : 's'} of blocks out of order` };
  },
};
