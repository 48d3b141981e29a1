// What the page-speed audits need from the DOM on every page (the cheap per-page half of PAGE_SPEED):
// images with their served and displayed sizes, what blocks rendering in <head>, @font-face rules,
// and the browser's own paint and layout-shift timings of the load we already did.
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface ImageElement {
  url: string;
  naturalWidth: number;
  naturalHeight: number;
  /** Displayed size in CSS pixels. */
  displayedWidth: number;
  displayedHeight: number;
  /** Document y of the top edge, CSS pixels. */
  top: number;
  loading: string | null;
  /** True when the image is a CSS background rather than <img>. */
  isCss: boolean;
  element: ElementRef;
}

export interface BlockingResource {
  url: string;
  kind: 'script' | 'stylesheet';
  element: ElementRef;
}

export interface FontFace {
  family: string;
  /** null when the rule sets none (the browser default, auto ≈ block). */
  display: string | null;
  src: string;
  stylesheet: string | null;
}

export interface PerfElements {
  viewport: { width: number; height: number; devicePixelRatio: number };
  images: ImageElement[];
  blocking: BlockingResource[];
  fontFaces: FontFace[];
  /** Stylesheets whose rules could not be read (cross-origin without CORS). */
  unreadableStylesheets: string[];
  /** Unthrottled timings of our own load, ms after navigation start (observed, not simulated). */
  observed: { ttfb: number | null; fcp: number | null; lcp: number | null; cls: number; domContentLoaded: number | null; load: number | null };
}

declare module '../../types' {
  interface Artifacts {
    PerfElements: PerfElements;
  }
}

export const perfElementsGatherer: Gatherer<'PerfElements'> = {
  name: 'PerfElements',
  phase: 'passive',
  async gather({ page }) {
    // Buffered observers replay entries recorded since navigation, so reading them after load is complete.
    // hadRecentInput is ignored: nothing has touched the page yet, but touch emulation sets it anyway.
    const timings = (await page.evaluate(`new Promise((resolve) => {
      const out = { lcp: null, cls: 0 };
      try { new PerformanceObserver((list) => { for (const e of list.getEntries()) out.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); } catch {}
      try { new PerformanceObserver((list) => { for (const e of list.getEntries()) out.cls += e.value; }).observe({ type: 'layout-shift', buffered: true }); } catch {}
      setTimeout(() => resolve(out), 0);
    })`)) as { lcp: number | null; cls: number };
    return evaluateWithHelpers(
      page,
      (h, observed: { lcp: number | null; cls: number }) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        const images: ImageElement[] = [];
        for (const img of Array.from(document.images)) {
          const url = img.currentSrc || img.src;
          if (!url || url.startsWith('data:')) continue;
          const r = img.getBoundingClientRect();
          images.push({
            url,
            naturalWidth: img.naturalWidth,
            naturalHeight: img.naturalHeight,
            displayedWidth: Math.round(r.width),
            displayedHeight: Math.round(r.height),
            top: Math.round(r.top + scrollY),
            loading: img.getAttribute('loading'),
            isCss: false,
            element: h.refOf(img),
          });
        }
        const blocking: BlockingResource[] = [];
        for (const el of Array.from(document.head.querySelectorAll('script[src], link[rel~="stylesheet"][href]'))) {
          if (el instanceof HTMLScriptElement) {
            if (el.async || el.defer || el.type === 'module') continue;
            blocking.push({ url: el.src, kind: 'script', element: h.refOf(el) });
          } else if (el instanceof HTMLLinkElement) {
            // A stylesheet for another medium (print, a width it does not match) does not block first paint.
            if (el.media && !matchMedia(el.media).matches) continue;
            if (el.disabled) continue;
            blocking.push({ url: el.href, kind: 'stylesheet', element: h.refOf(el) });
          }
        }
        const fontFaces: FontFace[] = [];
        const unreadableStylesheets: string[] = [];
        for (const sheet of Array.from(document.styleSheets)) {
          let rules: CSSRuleList;
          try {
            rules = sheet.cssRules;
          } catch {
            if (sheet.href) unreadableStylesheets.push(sheet.href);
            continue;
          }
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSFontFaceRule) {
              const style = rule.style;
              fontFaces.push({
                family: style.getPropertyValue('font-family').replace(/["']/g, '').trim(),
                display: style.getPropertyValue('font-display').trim() || null,
                src: style.getPropertyValue('src').slice(0, 300),
                stylesheet: sheet.href,
              });
            }
          }
        }
        return {
          viewport: { width: innerWidth, height: innerHeight, devicePixelRatio },
          images,
          blocking,
          fontFaces,
          unreadableStylesheets,
          observed: {
            ttfb: nav ? Math.round(nav.responseStart) : null,
            fcp: fcp ? Math.round(fcp.startTime) : null,
            lcp: observed.lcp === null ? null : Math.round(observed.lcp),
            cls: Math.round(observed.cls * 1000) / 1000,
            domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd) : null,
            load: nav ? Math.round(nav.loadEventEnd) : null,
          },
        };
      },
      timings,
    );
  },
};
