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
        // Visually hidden, as screen-reader-only text is: what is left of its box once `clip`,
        // `clip-path: inset(…)` and the ancestors that clip it (overflow hidden) have cut it is 1 px or
        // less. A fixed box escapes its ancestors' overflow, an absolute one that of static ancestors.
        const px = (value: string, of: number) => (value.endsWith('%') ? (parseFloat(value) / 100) * of : parseFloat(value) || 0);
        const visuallyHidden = (el: Element) => {
          const r = el.getBoundingClientRect();
          let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
          const cut = (l: number, t: number, rr: number, b: number) => {
            [left, top, right, bottom] = [Math.max(left, l), Math.max(top, t), Math.min(right, rr), Math.min(bottom, b)];
          };
          let escape = getComputedStyle(el).position;
          for (let n: Element | null = el; n && n !== document.documentElement; n = n.parentElement) {
            const s = getComputedStyle(n);
            const box = n.getBoundingClientRect();
            if (n !== el && escape !== 'fixed' && (escape !== 'absolute' || s.position !== 'static')) {
              const clipsX = /hidden|clip/.test(s.overflowX);
              const clipsY = /hidden|clip/.test(s.overflowY);
              cut(clipsX ? box.left : -Infinity, clipsY ? box.top : -Infinity, clipsX ? box.right : Infinity, clipsY ? box.bottom : Infinity);
              escape = s.position;
            }
            const clip = /^rect\(([^)]*)\)$/.exec(s.clip)?.[1]?.split(/[\s,]+/);
            if (clip && /absolute|fixed/.test(s.position)) {
              // rect(top, right, bottom, left), every edge measured from the box's top left corner.
              const [t, rr, b, l] = clip.map((v, i) => (v === 'auto' ? null : (i % 2 ? box.left : box.top) + parseFloat(v)));
              cut(l ?? -Infinity, t ?? -Infinity, rr ?? Infinity, b ?? Infinity);
            }
            const inset = /^inset\(([^)]*)\)$/.exec(s.clipPath)?.[1]?.replace(/\s+round\s.*$/, '').split(/\s+/);
            if (inset) {
              const [t = '0', rr = t, b = t, l = rr] = inset;
              cut(box.left + px(l, box.width), box.top + px(t, box.height), box.right - px(rr, box.width), box.bottom - px(b, box.height));
            }
          }
          return right - left <= 1 || bottom - top <= 1;
        };
        const candidates = Array.from(
          document.querySelectorAll('a[href], button, input[type="submit"], input[type="button"], [role="button"]'),
        ).filter((el) => lib.isVisible(el) && !visuallyHidden(el) && buttonLike(el));
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
