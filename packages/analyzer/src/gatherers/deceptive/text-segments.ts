// The text a visitor sees, cut where the page cuts it: each element that lays out as a block (a
// paragraph, a button, a badge, a list item, a table cell) with the text of its own inline content.
// "Only <b>3</b> left" stays one segment; a card's title and its stock line are two. The
// deceptive-design audits classify each segment (src/deceptive/classify.ts).
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface TextSegment {
  text: string;
  element: ElementRef;
  /** Whether the element is a control: a button, a link or something with a button's role. */
  control: boolean;
}

declare module '../../types' {
  interface Artifacts {
    TextSegments: TextSegment[];
  }
}

/** A page's text past this many segments is the same template again (product grids, reviews). */
const MAX_SEGMENTS = 1500;
/** Longer blocks are prose (descriptions, terms); the classifier reads their start. */
const MAX_TEXT = 400;

export const textSegmentsGatherer: Gatherer<'TextSegments'> = {
  name: 'TextSegments',
  phase: 'passive',
  gather({ page }) {
    return evaluateWithHelpers(
      page,
      (h, { maxSegments, maxText }: { maxSegments: number; maxText: number }) => {
        const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'svg', 'HEAD', 'TITLE']);
        const blockOf = (node: Node): Element | null => {
          let el = node.parentElement;
          while (el && el !== document.body && getComputedStyle(el).display === 'inline' && !el.matches('a[href], button, [role=button], label')) el = el.parentElement;
          return el;
        };
        const pieces = new Map<Element, string[]>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? '';
          if (!value.trim()) continue;
          const parent = node.parentElement;
          if (!parent || skip.has(parent.tagName) || parent.closest('script, style, noscript, template, svg')) continue;
          const block = blockOf(node);
          if (!block) continue;
          const list = pieces.get(block);
          if (list) list.push(value);
          else {
            if (pieces.size >= maxSegments) break;
            pieces.set(block, [value]);
          }
        }
        const segments: Array<{ text: string; element: ReturnType<typeof h.refOf>; control: boolean }> = [];
        for (const [el, list] of pieces) {
          const text = list.join('').replace(/\s+/g, ' ').trim();
          if (text.length < 2) continue;
          const visible = (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true;
          const rect = h.rectOf(el);
          if (!visible || !rect || rect.width < 1 || rect.height < 1) continue;
          // A shallow snippet: a container's whole outer HTML would be costly and says no more.
          const shallow = el.cloneNode(false) as Element;
          shallow.textContent = text.slice(0, 120);
          segments.push({
            text: text.slice(0, maxText),
            element: { selector: h.selectorOf(el), snippet: shallow.outerHTML.slice(0, 300), rect },
            control: el.matches('a[href], button, [role=button], [role=link], input[type=submit], input[type=button], summary'),
          });
        }
        return segments;
      },
      { maxSegments: MAX_SEGMENTS, maxText: MAX_TEXT },
    );
  },
};
