/// <reference lib="dom" />
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

declare module '../../types' {
  interface Artifacts {
    /** Visible text blocks (paragraphs, headings, list items...) in DOM order, with their boxes. */
    ContentBlocks: ElementRef[];
  }
}

const MAX_BLOCKS = 400;

function collectBlocks(max: number): ElementRef[] {
  const blocks: ElementRef[] = [];
  for (const element of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, pre, label, legend'))) {
    if (blocks.length >= max) break;
    if (!(element.textContent ?? '').trim()) continue;
    // Fixed and sticky boxes stay on screen while the rest scrolls: they have no place in the order.
    let pinned = false;
    for (let node: Element | null = element; node && !pinned; node = node.parentElement) pinned = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
    const style = getComputedStyle(element);
    if (pinned || style.visibility !== 'visible') continue;
    const described = window.sightlineDescribe(element);
    if (described.rect) blocks.push(described);
  }
  return blocks;
}

export const contentBlocksGatherer: Gatherer<'ContentBlocks'> = {
  name: 'ContentBlocks',
  phase: 'passive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    return page.evaluate(collectBlocks, MAX_BLOCKS);
  },
};
