import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface FontSizesArtifact {
  /** Characters of visible text per computed font size (px), the whole page. */
  charsBySize: Array<{ px: number; chars: number }>;
  /** Characters per font size in body copy (p, li, dd, blockquote, td) only, with the first block set in that size. */
  bodyCharsBySize: Array<{ px: number; chars: number; sample: ElementRef }>;
  /** The elements holding the most text under 12 px, largest first (at most 10). */
  smallText: Array<ElementRef & { px: number; chars: number }>;
}

declare module '../../types' {
  interface Artifacts {
    FontSizes: FontSizesArtifact;
  }
}

export const fontSizesGatherer: Gatherer<'FontSizes'> = {
  name: 'FontSizes',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (_: null, lib) => {
        const all = new Map<number, number>();
        const body = new Map<number, { chars: number; block: Element }>();
        const small = new Map<Element, { px: number; chars: number }>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const visibility = new Map<Element, boolean>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const chars = (node.textContent ?? '').replace(/\s+/g, '').length;
          const el = node.parentElement;
          if (!chars || !el || el.closest('script,style,noscript,template')) continue;
          if (!visibility.has(el)) visibility.set(el, lib.isVisible(el));
          if (!visibility.get(el)) continue;
          const px = Math.round(parseFloat(getComputedStyle(el).fontSize) * 10) / 10;
          all.set(px, (all.get(px) ?? 0) + chars);
          const block = el.closest('p,li,dd,blockquote,td');
          if (block) body.set(px, { chars: (body.get(px)?.chars ?? 0) + chars, block: body.get(px)?.block ?? block });
          if (px < 12) {
            const entry = small.get(el) ?? { px, chars: 0 };
            entry.chars += chars;
            small.set(el, entry);
          }
        }
        return {
          charsBySize: [...all].map(([px, chars]) => ({ px, chars })).sort((a, b) => a.px - b.px),
          bodyCharsBySize: [...body].map(([px, v]) => ({ px, chars: v.chars, sample: lib.describe(v.block) })).sort((a, b) => a.px - b.px),
          smallText: [...small]
            .sort((a, b) => b[1].chars - a[1].chars)
            .slice(0, 10)
            .map(([el, v]) => ({ ...lib.describe(el), ...v })),
        };
      },
      null,
    ),
};
