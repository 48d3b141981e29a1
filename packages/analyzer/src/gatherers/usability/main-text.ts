import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface MainTextArtifact {
  /** lang in effect on the main content (closest lang attribute), '' when none. */
  lang: string;
  /** Visible prose of the main content (p, li, dd, blockquote outside nav/header/footer/aside), at most 30,000 characters. */
  paragraphs: Array<ElementRef & { text: string }>;
}

declare module '../../types' {
  interface Artifacts {
    MainText: MainTextArtifact;
  }
}

export const mainTextGatherer: Gatherer<'MainText'> = {
  name: 'MainText',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (limit: number, lib) => {
        const main = document.querySelector('main, [role="main"]') ?? document.querySelector('article') ?? document.body;
        const paragraphs: Array<ReturnType<typeof lib.describe> & { text: string }> = [];
        let total = 0;
        for (const el of Array.from(main.querySelectorAll('p, li, dd, blockquote'))) {
          if (el.closest('nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"]') && !main.closest('header, footer, aside')) continue;
          // A li wrapping a p would count the text twice.
          if (el.querySelector('p, li, dd, blockquote') || !lib.isVisible(el)) continue;
          const text = lib.textOf(el);
          if (!text) continue;
          paragraphs.push({ ...lib.describe(el), text });
          total += text.length;
          if (total > limit) break;
        }
        return { lang: main.closest('[lang]')?.getAttribute('lang') ?? '', paragraphs };
      },
      30_000,
    ),
};
