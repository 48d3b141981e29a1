/// <reference lib="dom" />
import type { Frame, Page } from 'playwright-core';
import type { ElementRef } from '../../types';

declare global {
  interface Window {
    /** Installed by prepareForPageFunctions: a short selector, a snippet and a document rect. */
    sightlineDescribe(element: Element): ElementRef;
  }
}

/** Runs in the page: `window.sightlineDescribe`, shared by the accessibility page functions. */
function installDescribe(): void {
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node.nodeType === 1; node = node.parentElement) {
      if (node.id && /^[A-Za-z][\w-]*$/.test(node.id)) {
        parts.unshift(`#${node.id}`);
        break;
      }
      const tag = node.localName;
      const parent: Element | null = node.parentElement;
      const sameTag = parent ? Array.from(parent.children).filter((child) => child.localName === tag) : [];
      parts.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(node) + 1})` : tag);
    }
    return parts.join(' > ');
  };
  window.sightlineDescribe = (element) => {
    const box = element.getBoundingClientRect();
    const rendered = box.width > 0 || box.height > 0;
    return {
      selector: selectorOf(element),
      snippet: element.outerHTML.slice(0, 300),
      rect: rendered ? { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height } : null,
    };
  };
}

/**
 * TypeScript runners (tsx, vitest) compile with esbuild's keepNames, which wraps named inner
 * functions in a `__name(...)` helper that does not exist in the page: define a no-op stand-in
 * (a string, so that it is not compiled itself) before any function is evaluated, then install
 * the shared helpers.
 */
export async function prepareForPageFunctions(target: Page | Frame): Promise<void> {
  await target.evaluate('globalThis.__name ??= (fn) => fn');
  await target.evaluate(installDescribe);
}
