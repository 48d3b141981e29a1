import type { ElementRef, Gatherer, Rect } from '../../types';
import { runInPage } from './page-lib';

export interface TapTarget extends ElementRef {
  rect: Rect;
  /**
   * A link inside a run of text (WCAG 2.5.8 "inline" exception): its size is set by the line
   * height of the surrounding sentence.
   */
  inline: boolean;
  /** A checkbox or radio drawn by the browser (WCAG 2.5.8 "user agent control" exception). */
  userAgentControl: boolean;
}

export interface TapTargetsArtifact {
  viewport: { width: number; height: number };
  /** Visible links, buttons and controls in document order, at most 500 (shares are computed over these). */
  targets: TapTarget[];
}

declare module '../../types' {
  interface Artifacts {
    TapTargets: TapTargetsArtifact;
  }
}

const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [role="switch"], [onclick]';

export const tapTargetsGatherer: Gatherer<'TapTargets'> = {
  name: 'TapTargets',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (selector: string, lib) => {
        // A target nested in another target (an icon span with role=button inside a link) is the same tap.
        const targets = Array.from(document.querySelectorAll(selector)).filter((el) => !el.parentElement?.closest(selector) && lib.isVisible(el));
        return {
          viewport: { width: innerWidth, height: innerHeight },
          targets: targets.slice(0, 500).map((el) => {
            const parent = el.parentElement;
            const inline =
              getComputedStyle(el).display === 'inline' &&
              !!parent &&
              Array.from(parent.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1);
            const userAgentControl = el.matches('input[type="checkbox"], input[type="radio"]') && getComputedStyle(el).appearance !== 'none';
            return { ...lib.describe(el), rect: lib.rectOf(el), inline, userAgentControl };
          }),
        };
      },
      TARGETS,
    ),
};
