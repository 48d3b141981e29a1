// The rendered look of a page as numbers: which colours, sizes and families its text uses, how its
// buttons are styled, how crowded the first screen is, what is pinned over the content and what moved.
import type { ElementRef, Gatherer } from '../../types';
import { SETTLED_AT_IN_PAGE } from '../../driver/settle';
import { installPaintCheck } from '../painted';
import { evaluateWithHelpers } from '../selector';

export interface ButtonStyle {
  /** background | color | border | radius | font-size | font-weight | padding */
  signature: string;
  count: number;
  example: ElementRef;
}

export interface FixedElement {
  element: ElementRef;
  position: 'fixed' | 'sticky';
  /** Share of the viewport it covers at load, 0..1. */
  viewportShare: number;
  /** Content elements that sit (partly) under what it paints at load, with text a visitor cannot read. */
  covers: ElementRef[];
}

export interface LayoutShiftRegion {
  value: number;
  time: number;
  sources: Array<{ element: ElementRef | null; previous: ElementRef['rect']; current: ElementRef['rect'] }>;
}

export interface VisualStyle {
  viewport: { width: number; height: number };
  textColours: Array<{ value: string; count: number }>;
  backgroundColours: Array<{ value: string; count: number }>;
  fontSizes: Array<{ value: string; count: number }>;
  fontFamilies: Array<{ value: string; count: number }>;
  buttons: ButtonStyle[];
  aboveFold: { elements: number; textBlocks: number; interactive: number; images: number };
  fixed: FixedElement[];
  layoutShifts: LayoutShiftRegion[];
}

declare module '../../types' {
  interface Artifacts {
    VisualStyle: VisualStyle;
  }
}

export const visualStyleGatherer: Gatherer<'VisualStyle'> = {
  name: 'VisualStyle',
  phase: 'passive',
  async gather({ page }) {
    // Layout-shift entries keep their sources' nodes; they are read through a buffered observer. Nothing
    // has touched the page yet, but Chromium's touch emulation marks shifts as hadRecentInput anyway, so
    // that flag is not trusted here. Only the page's own shifts count: those before it was settled and
    // stilled (driver/settle.ts); what moves later, our measurements moved.
    await page.evaluate(`new Promise((resolve) => {
      window.__sightlineShifts = [];
      const settledAt = ${SETTLED_AT_IN_PAGE};
      try { new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.startTime <= settledAt) window.__sightlineShifts.push(e); }).observe({ type: 'layout-shift', buffered: true }); } catch {}
      // Late content (a banner 100 ms after first paint) shifts the page too: read no earlier than
      // half a second after the load event, which the other gatherers usually cover already.
      const [nav] = performance.getEntriesByType('navigation');
      const settled = (nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now()) + 500;
      setTimeout(resolve, Math.max(0, settled - performance.now()));
    })`);
    await installPaintCheck(page);
    return evaluateWithHelpers(page, (h) => {
      const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
      const sorted = (map: Map<string, number>) => [...map].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      };
      const textColours = new Map<string, number>();
      const backgroundColours = new Map<string, number>();
      const fontSizes = new Map<string, number>();
      const fontFamilies = new Map<string, number>();
      const fold = innerHeight;
      const aboveFold = { elements: 0, textBlocks: 0, interactive: 0, images: 0 };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!visible(el)) continue;
        const style = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        const hasText = Array.from(el.childNodes).some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
        if (hasText) {
          tally(textColours, style.color);
          tally(fontSizes, style.fontSize);
          tally(fontFamilies, style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim());
        }
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && r.width * r.height > 400) tally(backgroundColours, style.backgroundColor);
        if (r.top + scrollY < fold && r.bottom + scrollY > 0) {
          const isInteractive = el.matches('a[href], button, input, select, textarea, [role="button"]');
          const isImage = el.matches('img, svg, video, canvas, picture');
          if (hasText || isInteractive || isImage) aboveFold.elements += 1;
          if (hasText) aboveFold.textBlocks += 1;
          if (isInteractive) aboveFold.interactive += 1;
          if (isImage) aboveFold.images += 1;
        }
      }
      // Things that look like buttons: real buttons and links styled with a background or border.
      const buttonGroups = new Map<string, { count: number; example: ElementRef }>();
      for (const el of Array.from(document.querySelectorAll('button, [role="button"], input[type="submit"], input[type="button"], a[href]'))) {
        if (!visible(el)) continue;
        const style = getComputedStyle(el);
        const styledBox = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || (style.borderStyle !== 'none' && parseFloat(style.borderWidth) > 0);
        const looksLikeButton = el.localName !== 'a' || (styledBox && style.display !== 'inline');
        if (!looksLikeButton) continue;
        const signature = [style.backgroundColor, style.color, `${style.borderWidth} ${style.borderStyle} ${style.borderColor}`, style.borderRadius, style.fontSize, style.fontWeight, style.padding].join(' | ');
        const group = buttonGroups.get(signature);
        if (group) group.count += 1;
        else buttonGroups.set(signature, { count: 1, example: h.refOf(el) });
      }
      const fixed = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' && style.position !== 'sticky') continue;
        // An empty, transparent box (a sticky placeholder) hides nothing, however large.
        if (!visible(el) || !window.sightlinePaints(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
        const share = (Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))) / (innerWidth * innerHeight);
        // What lies underneath: sample a grid inside the pinned box, asking the browser for the whole
        // stack. Only where the pinned box paints something, and only what is under it, is hidden.
        const covered = new Set<Element>();
        for (let fx = 0.1; fx < 1; fx += 0.2) {
          for (let fy = 0.25; fy < 1; fy += 0.5) {
            const x = r.left + r.width * fx;
            const y = r.top + r.height * fy;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const stack = document.elementsFromPoint(x, y);
            const top = stack.findIndex((node) => el.contains(node));
            if (top === -1 || !window.sightlinePaints(el, { left: x, top: y, right: x + 1, bottom: y + 1 })) continue;
            for (const under of stack.slice(top + 1)) {
              if (el.contains(under) || under.contains(el)) continue;
              const hasText = Array.from(under.childNodes).some((node) => node.nodeType === 3 && node.textContent!.trim() !== '');
              if (hasText || under.matches('img, a[href], button, input')) covered.add(under);
            }
          }
        }
        fixed.push({ element: h.refOf(el), position: style.position as 'fixed' | 'sticky', viewportShare: Math.round(share * 1000) / 1000, covers: [...covered].slice(0, 5).map((under) => h.refOf(under)) });
      }
      const shifts = ((window as unknown as { __sightlineShifts?: Array<PerformanceEntry & { value: number; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }> }).__sightlineShifts ?? []);
      const rect = (r: DOMRectReadOnly) => ({ x: Math.round(r.x), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) });
      const layoutShifts = shifts
        .filter((shift) => shift.value >= 0.001)
        .map((shift) => ({
          value: Math.round(shift.value * 10000) / 10000,
          time: Math.round(shift.startTime),
          sources: (shift.sources ?? []).map((source) => ({
            element: source.node instanceof Element && source.node.isConnected ? h.refOf(source.node) : null,
            previous: rect(source.previousRect),
            current: rect(source.currentRect),
          })),
        }));
      return {
        viewport: { width: innerWidth, height: innerHeight },
        textColours: sorted(textColours),
        backgroundColours: sorted(backgroundColours),
        fontSizes: sorted(fontSizes),
        fontFamilies: sorted(fontFamilies),
        buttons: [...buttonGroups].map(([signature, group]) => ({ signature, ...group })).sort((a, b) => b.count - a.count),
        aboveFold,
        fixed,
        layoutShifts,
      };
    }, null);
  },
};
