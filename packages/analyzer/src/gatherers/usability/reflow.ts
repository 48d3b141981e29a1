import type { ElementRef, Gatherer } from '../../types';
import { installPaintCheck } from '../painted';
import { runInPage } from './page-lib';

/** WCAG 1.4.10: content must reflow at 320 CSS px (1280 px at 400 % zoom) without horizontal scrolling. */
export const REFLOW_WIDTH = 320;

export interface ReflowArtifact {
  width: number;
  /** document.documentElement.clientWidth at that width. */
  clientWidth: number;
  scrollWidth: number;
  /**
   * The outermost elements reaching past the right edge, at most 20, those that paint something
   * past it first: empty boxes there widen the page but leave nothing to scroll to.
   */
  overflowing: Array<ElementRef & { twoDimensional: boolean; painted: boolean }>;
}

declare module '../../types' {
  interface Artifacts {
    Reflow: ReflowArtifact;
  }
}

export const reflowGatherer: Gatherer<'Reflow'> = {
  name: 'Reflow',
  phase: 'interactive',
  async gather({ page }) {
    const original = page.viewportSize();
    await page.setViewportSize({ width: REFLOW_WIDTH, height: original?.height ?? 640 });
    try {
      await installPaintCheck(page);
      return await runInPage(
        page,
        async (width: number, lib) => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const root = document.documentElement;
          const clientWidth = root.clientWidth;
          const scrollWidth = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
          // Only the right edge: content pushed off to the left (skip links at left:-9999px) cannot be scrolled to.
          const sticksOut = (el: Element) => el.getBoundingClientRect().right + scrollX > clientWidth + 1;
          // Content inside its own horizontal scroller (a wide table in overflow-x:auto) is allowed.
          const inScroller = (el: Element) => {
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
              if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) return true;
            }
            return false;
          };
          // Fixed boxes (a modal dialog) follow the viewport and add no scrollable width themselves.
          const pinned = (el: Element) => {
            for (let n: Element | null = el; n; n = n.parentElement) if (getComputedStyle(n).position === 'fixed') return true;
            return false;
          };
          const offenders =
            scrollWidth > clientWidth + 1
              ? Array.from(document.body.querySelectorAll('*')).filter(
                  (el) =>
                    sticksOut(el) &&
                    lib.isVisible(el) &&
                    !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)) &&
                    !inScroller(el) &&
                    !pinned(el),
                )
              : [];
          const pastEdge = { left: clientWidth + 1 - scrollX, top: -Infinity, right: Infinity, bottom: Infinity };
          return {
            width,
            clientWidth,
            scrollWidth,
            overflowing: offenders
              .map((el) => ({ el, painted: window.sightlinePaints(el, pastEdge) }))
              .sort((a, b) => Number(b.painted) - Number(a.painted))
              .slice(0, 20)
              .map(({ el, painted }) => ({
                ...lib.describe(el),
                twoDimensional: !!el.closest('table, pre, canvas, video, svg, iframe, map, [role="grid"], [role="application"]'),
                painted,
              })),
          };
        },
        REFLOW_WIDTH,
      );
    } finally {
      if (original) await page.setViewportSize(original);
    }
  },
};
