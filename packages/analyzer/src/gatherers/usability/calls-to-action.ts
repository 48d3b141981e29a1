import type { ElementRef, Gatherer, Rect } from '../../types';
import { runInPage } from './page-lib';

export interface CallToAction extends ElementRef {
  rect: Rect;
  text: string;
  /** Inside nav/header: a menu entry styled as a button counts, but less than one in the content. */
  inNavigation: boolean;
}

export interface CallsToActionArtifact {
  viewport: { width: number; height: number };
  /**
   * Links and buttons styled as buttons (own fill distinct from what is behind, or a border around
   * padding), at most 50; not those visually hidden (clipped away or 1 px), which no one sees.
   */
  buttons: CallToAction[];
}

declare module '../../types' {
  interface Artifacts {
    CallsToAction: CallsToActionArtifact;
  }
}

export const callsToActionGatherer: Gatherer<'CallsToAction'> = {
  name: 'CallsToAction',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (_: null, lib) => {
        const alpha = (color: string) => {
          const m = /rgba?\(([^)]+)\)/.exec(color);
          const parts = m?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
          return parts.length < 3 ? 0 : parts.length > 3 ? Number(parts[3]) : 1;
        };
        const backdrop = (el: Element | null): string => {
          for (let n = el; n; n = n.parentElement) {
            const bg = getComputedStyle(n).backgroundColor;
            if (alpha(bg) > 0) return bg;
          }
          return 'rgb(255, 255, 255)';
        };
        const buttonLike = (el: Element) => {
          const s = getComputedStyle(el);
          const filled = alpha(s.backgroundColor) > 0 && s.backgroundColor !== backdrop(el.parentElement);
          const outlined = parseFloat(s.borderTopWidth) >= 1 && alpha(s.borderTopColor) > 0 && parseFloat(s.paddingLeft) >= 8;
          return filled || outlined || s.backgroundImage !== 'none';
        };
        const candidates = Array.from(
          document.querySelectorAll('a[href], button, input[type="submit"], input[type="button"], [role="button"]'),
        ).filter((el) => lib.isVisible(el) && !lib.isVisuallyHidden(el) && buttonLike(el));
        return {
          viewport: { width: innerWidth, height: innerHeight },
          buttons: candidates.slice(0, 50).map((el) => ({
            ...lib.describe(el),
            rect: lib.rectOf(el),
            text: lib.textOf(el) || (el as HTMLInputElement).value || el.getAttribute('aria-label') || '',
            inNavigation: !!el.closest('nav, header, [role="navigation"], [role="banner"]'),
          })),
        };
      },
      null,
    ),
};
