/// <reference lib="dom" />
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

/**
 * A visible text block. `rect` is the box of the text it paints, not its own box: a list item whose
 * link floats is a 0 px high, full-width box, while its text sits where the link is drawn.
 */
export interface ContentBlock extends ElementRef {
  /** Its element name, a list item's with its list's (`ol li`, `ul li`): blocks of one kind in one region form a sequence. */
  tag: string;
  /** Selector of the nearest landmark or section around it ('' for none): regions may be laid out in any order. */
  region: string;
}

declare module '../../types' {
  interface Artifacts {
    /** Visible text blocks (paragraphs, headings, list items...) in DOM order, with the boxes of their text. */
    ContentBlocks: ContentBlock[];
  }
}

const MAX_BLOCKS = 400;

function collectBlocks(max: number): ContentBlock[] {
  const REGIONS =
    'header, nav, main, aside, footer, section, article, form, dialog, [role="banner"], [role="navigation"], [role="main"], [role="complementary"], [role="contentinfo"], [role="region"], [role="search"], [role="form"], [role="dialog"]';
  // Text clipped into a 1 px box (the visually-hidden pattern) is read, but not seen anywhere.
  const clippedAway = (from: Element, to: Element) => {
    for (let node: Element | null = from; node; node = node === to ? null : node.parentElement) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if (box.width <= 1 && box.height <= 1 && (style.overflow !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none')) return true;
    }
    return false;
  };
  const range = document.createRange();
  const textBox = (element: Element) => {
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.textContent?.trim() || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || clippedAway(parent, element)) continue;
      range.selectNodeContents(text);
      for (const box of Array.from(range.getClientRects())) {
        if (box.width === 0 || box.height === 0) continue;
        left = Math.min(left, box.left);
        top = Math.min(top, box.top);
        right = Math.max(right, box.right);
        bottom = Math.max(bottom, box.bottom);
      }
    }
    return right > left ? { x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top } : null;
  };
  const regions = new Map<Element, string>();
  const regionOf = (element: Element) => {
    const region = element.parentElement?.closest(REGIONS);
    if (!region) return '';
    if (!regions.has(region)) regions.set(region, window.sightlineDescribe(region).selector);
    return regions.get(region)!;
  };
  const blocks: ContentBlock[] = [];
  for (const element of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, pre, label, legend'))) {
    if (blocks.length >= max) break;
    if (!(element.textContent ?? '').trim()) continue;
    // Fixed and sticky boxes stay on screen while the rest scrolls: they have no place in the order.
    let pinned = false;
    for (let node: Element | null = element; node && !pinned; node = node.parentElement) pinned = ['fixed', 'sticky'].includes(getComputedStyle(node).position);
    if (pinned || getComputedStyle(element).visibility !== 'visible') continue;
    const rect = textBox(element);
    if (!rect) continue;
    const tag = element.localName === 'li' && element.parentElement ? `${element.parentElement.localName} li` : element.localName;
    blocks.push({ ...window.sightlineDescribe(element), rect, tag, region: regionOf(element) });
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
