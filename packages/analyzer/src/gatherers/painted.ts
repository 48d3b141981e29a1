/// <reference lib="dom" />
// Whether an element shows anything at all: a box with a background, border, shadow or image, a
// replaced element (image, video, form control), or text, in itself or in a visible descendant. An
// empty, transparent box (a sticky placeholder, a wide wrapper) covers nothing and needs no
// scrolling to, however large its box is. Installed in the page once and shared by the gatherers
// that ask "does this hide content" and "does this stick out".
import type { Page } from 'playwright-core';

/** A viewport-coordinate area; painting counts only where it intersects the area. */
export interface PaintArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

declare global {
  interface Window {
    sightlinePaints(el: Element, area?: PaintArea): boolean;
  }
}

/** Runs in the page (serialised; arrow functions only, so the test runner's __name helper is never needed). */
function paints(el: Element, area?: PaintArea): boolean {
  const hits = (r: DOMRect) => r.width > 0 && r.height > 0 && (!area || (r.right > area.left && r.left < area.right && r.bottom > area.top && r.top < area.bottom));
  const clear = (colour: string) => colour === 'transparent' || /[,/]\s*0(\.0*)?%?\s*\)$/.test(colour);
  const sides = ['top', 'right', 'bottom', 'left'];
  const paintsBox = (node: Element, style: CSSStyleDeclaration) =>
    node.matches('img, svg, video, canvas, iframe, embed, object, input, textarea, select, progress, meter') ||
    !clear(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none' ||
    sides.some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        !clear(style.getPropertyValue(`border-${side}-color`)),
    );
  const range = document.createRange();
  for (const node of [el, ...Array.from(el.querySelectorAll('*'))]) {
    if (!node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (paintsBox(node, getComputedStyle(node)) && Array.from(node.getClientRects()).some(hits)) return true;
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      range.selectNodeContents(child);
      if (Array.from(range.getClientRects()).some(hits)) return true;
    }
  }
  return false;
}

/** Defines `window.sightlinePaints` in the page (evaluated through DevTools: the page's CSP does not apply). */
export async function installPaintCheck(page: Page): Promise<void> {
  await page.evaluate(`window.sightlinePaints = ${paints.toString()}`);
}
