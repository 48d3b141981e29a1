// Helpers that gatherers use inside the page. They are sent as source text and evaluated through the
// DevTools protocol, which a page's Content-Security-Policy does not restrict (new Function would be).
import type { Page } from 'playwright-core';
import type { ElementRef } from '../types';

export interface PageHelpers {
  selectorOf(el: Element): string;
  snippetOf(el: Element): string;
  /** Document coordinates, or null when the element has no box. */
  rectOf(el: Element): ElementRef['rect'];
  refOf(el: Element, note?: string): ElementRef;
}

const HELPERS = `(() => {
  function selectorOf(el) {
    if (el.id && /^[A-Za-z][\\w-]*$/.test(el.id) && document.querySelectorAll('#' + el.id).length === 1) return '#' + el.id;
    const parts = [];
    let node = el;
    while (node && node.nodeType === 1 && parts.length < 6) {
      if (node.id && /^[A-Za-z][\\w-]*$/.test(node.id)) { parts.unshift('#' + node.id); break; }
      let part = node.localName;
      const parent = node.parentElement;
      if (parent) {
        const same = Array.from(parent.children).filter((c) => c.localName === node.localName);
        if (same.length > 1) part += ':nth-of-type(' + (same.indexOf(node) + 1) + ')';
      }
      parts.unshift(part);
      node = parent;
    }
    return parts.join(' > ');
  }
  function snippetOf(el) {
    const html = el.outerHTML;
    return html.length > 300 ? html.slice(0, 300) + '…' : html;
  }
  function rectOf(el) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return null;
    return { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  }
  function refOf(el, note) {
    const ref = { selector: selectorOf(el), snippet: snippetOf(el), rect: rectOf(el) };
    if (note) ref.note = note;
    return ref;
  }
  return { selectorOf, snippetOf, rectOf, refOf };
})()`;

/**
 * Runs `fn(helpers, arg)` in the page. `fn` must be self-contained (it is serialised) and `arg`
 * JSON-serialisable.
 */
export function evaluateWithHelpers<A, R>(page: Page, fn: (helpers: PageHelpers, arg: A) => R, arg: A): Promise<R> {
  return page.evaluate(`(${fn.toString()})(${HELPERS}, ${JSON.stringify(arg)})`) as Promise<R>;
}
