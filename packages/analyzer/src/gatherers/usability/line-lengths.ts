import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface ParagraphLines extends ElementRef {
  chars: number;
  lines: number;
  /** Median characters on the paragraph's full lines (all but the last), from the rendered line boxes. */
  charsPerLine: number;
}

declare module '../../types' {
  interface Artifacts {
    LineLengths: ParagraphLines[];
  }
}

export const lineLengthsGatherer: Gatherer<'LineLengths'> = {
  name: 'LineLengths',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (max: number, lib) => {
        const main = document.querySelector('main, [role="main"]') ?? document.querySelector('article') ?? document.body;
        const result = [];
        for (const p of Array.from(main.querySelectorAll('p'))) {
          if (result.length >= max) break;
          if (!lib.isVisible(p) || p.closest('nav, header, footer, aside, [role="navigation"]')) continue;
          const chars = lib.textOf(p).length;
          if (chars < 80) continue;
          // Text-node rects only: a range over the whole paragraph would also return the boxes of its
          // inline elements and count linked or bold words twice.
          const lines: Array<{ top: number; bottom: number; width: number }> = [];
          const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            range.selectNodeContents(node);
            for (const r of Array.from(range.getClientRects())) {
              if (r.width < 1) continue;
              const line = lines.find((l) => r.top < l.bottom - 2 && r.bottom > l.top + 2);
              if (line) line.width += r.width;
              else lines.push({ top: r.top, bottom: r.bottom, width: r.width });
            }
          }
          const widths = lines.sort((a, b) => a.top - b.top).map((l) => l.width);
          if (widths.length < 2) continue;
          const perPx = chars / widths.reduce((a, b) => a + b, 0);
          const full = widths
            .slice(0, -1)
            .map((w) => w * perPx)
            .sort((a, b) => a - b);
          const median = full[Math.floor(full.length / 2)] ?? 0;
          result.push({ ...lib.describe(p), chars, lines: widths.length, charsPerLine: Math.round(median) });
        }
        return result;
      },
      50,
    ),
};
