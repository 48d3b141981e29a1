import type { Audit, ElementRef, Rect } from '../../types';

/** Blocks share a column when they overlap horizontally by at least half the narrower one. */
function sameColumn(a: Rect, b: Rect): boolean {
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlap >= 0.5 * Math.min(a.width, b.width);
}

/** Items of an unordered list may be read in any order (Understanding 1.3.2): they form no sequence. */
const UNORDERED = new Set(['ul li', 'menu li']);

const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

/** Pairs where a block later in the DOM is shown entirely above an earlier one in the same column. */
export function orderInversions<T extends ElementRef>(blocks: readonly T[]): Array<[T, T]> {
  const inversions: Array<[T, T]> = [];
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
    // Regions may be laid out in any order: the order of a navigation section and the main content
    // does not affect their meaning (Understanding 1.3.2), so only blocks of one region are compared.
    const inversions = orderInversions(ContentBlocks).filter(([earlier, later]) => earlier.region === later.region && !(UNORDERED.has(earlier.tag) && earlier.tag === later.tag));
    if (inversions.length === 0) return { outcome: 'passed' };
    // Text is always a meaningful sequence: a passage's paragraphs or an ordered list's items shown out
    // of order read differently than they are seen (failure F1). A heading shown below a line that
    // follows it may be a styled kicker: a person decides.
    const sequence = inversions.filter(([earlier, later]) => earlier.tag === later.tag);
    const pairs = sequence.length > 0 ? sequence : inversions;
    const elements = pairs
      .slice(0, 10)
      .map(([earlier, later]): ElementRef => ({ selector: later.selector, snippet: later.snippet, rect: later.rect, note: `Comes after ${earlier.selector} in the source but is shown above it.` }));
    const displayValue = `${pairs.length} pair${pairs.length === 1 ? '' : 's'} of blocks out of order`;
    if (sequence.length > 0) return { outcome: 'failed', elements, displayValue };
    return {
      outcome: 'needs-review',
      elements,
      displayValue,
      explanation: 'Blocks of different kinds (a heading and a paragraph, say) are shown in another order than they are read; check that reading them in source order keeps their meaning.',
    };
  },
};
