// In-page code for the usability gatherers. The functions run inside Chromium, so they may only use
// what they receive: playwright serialises a function with toString(), and module-level helpers
// would not travel with it.
import type { Page } from 'playwright-core';
import type { ElementRef, Rect } from '../../types';

export interface PageLib {
  /** selector, snippet and document rect of an element, in the engine's ElementRef shape. */
  describe(el: Element): ElementRef;
  /** Document-coordinate rect of an element (viewport rect shifted by the scroll offset). */
  rectOf(el: Element): Rect;
  /** Rendered, not hidden by CSS and with a non-empty box. */
  isVisible(el: Element): boolean;
  /** Hidden the way screen-reader-only text is: clipped (or cut by its ancestors' overflow) to 1 px or less. */
  isVisuallyHidden(el: Element): boolean;
  /** Visible text with collapsed white space. */
  textOf(el: Element): string;
}

function createPageLib(): PageLib {
  const rectOf = (el: Element): Rect => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  };
  const cssEscape = (s: string) => CSS.escape(s);
  // nth-of-type positions per parent, computed in one pass: a list of 5,000 items would otherwise
  // cost 5,000 sibling scans per described element.
  const positions = new WeakMap<Element, Map<Element, { index: number; of: number }>>();
  const positionOf = (node: Element, parent: Element) => {
    let map = positions.get(parent);
    if (!map) {
      map = new Map();
      const counts = new Map<string, number>();
      for (const child of Array.from(parent.children)) counts.set(child.localName, (counts.get(child.localName) ?? 0) + 1);
      const seen = new Map<string, number>();
      for (const child of Array.from(parent.children)) {
        const index = (seen.get(child.localName) ?? 0) + 1;
        seen.set(child.localName, index);
        map.set(child, { index, of: counts.get(child.localName) ?? 1 });
      }
      positions.set(parent, map);
    }
    return map.get(node) ?? { index: 1, of: 1 };
  };
  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    while (node && node.nodeType === 1 && node !== document.documentElement) {
      if (node.id && document.querySelectorAll(`#${cssEscape(node.id)}`).length === 1) {
        parts.unshift(`#${cssEscape(node.id)}`);
        break;
      }
      const tag = node.localName;
      const parent: Element | null = node.parentElement;
      if (!parent) {
        parts.unshift(tag);
        break;
      }
      const { index, of } = positionOf(node, parent);
      parts.unshift(of > 1 ? `${tag}:nth-of-type(${index})` : tag);
      node = parent;
    }
    return parts.join(' > ');
  };
  const snippetOf = (el: Element): string => {
    const html = el.outerHTML.replace(/\s+/g, ' ');
    return html.length > 200 ? `${html.slice(0, 199)}…` : html;
  };
  const isVisible = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  // Visually hidden, as screen-reader-only text is: what is left of its box once `clip`,
  // `clip-path: inset(…)` and the ancestors that clip it (overflow hidden) have cut it is 1 px or
  // less. A fixed box escapes its ancestors' overflow, an absolute one that of static ancestors.
  const px = (value: string, of: number) => (value.endsWith('%') ? (parseFloat(value) / 100) * of : parseFloat(value) || 0);
  const isVisuallyHidden = (el: Element): boolean => {
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
  const textOf = (el: Element): string => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { describe: (el) => ({ selector: selectorOf(el), snippet: snippetOf(el), rect: rectOf(el) }), rectOf, isVisible, isVisuallyHidden, textOf };
}

/**
 * Runs `fn(arg, lib)` in the page. A local `__name` shim is declared first because tsx (esbuild
 * with keepNames) wraps named inner functions in `__name(...)`, a helper that does not exist in the
 * page.
 */
export async function runInPage<A, R>(page: Page, fn: (arg: A, lib: PageLib) => R, arg: A): Promise<R> {
  const script = `(() => { const __name = (f) => f; const lib = (${createPageLib.toString()})(); return (${fn.toString()})(${JSON.stringify(arg)}, lib); })()`;
  return (await page.evaluate(script)) as R;
}
