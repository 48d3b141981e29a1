/// <reference lib="dom" />
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

export interface FrameFocusFacts {
  element: ElementRef;
  /** The tabindex attribute as written, or null. */
  tabindex: string | null;
  /** Rendered and not inert (by `inert` or by a modal dialog elsewhere). */
  reachable: boolean;
  /** Elements inside the frame that are visible in it and in sequential focus order; null when unreadable. */
  visibleFocusables: number | null;
}

declare module '../../types' {
  interface Artifacts {
    /** The page's iframes and whether keyboard users could reach what is inside them. */
    FrameFocus: FrameFocusFacts[];
  }
}

function describeFrame(frame: Element): Omit<FrameFocusFacts, 'visibleFocusables'> {
  const style = getComputedStyle(frame);
  const rendered = frame.getClientRects().length > 0 && style.visibility !== 'hidden';
  const modal = document.querySelector('dialog:modal');
  const inert = frame.closest('[inert]') !== null || (modal !== null && !modal.contains(frame));
  return { element: window.sightlineDescribe(frame), tabindex: frame.getAttribute('tabindex'), reachable: rendered && !inert };
}

/** Runs inside the frame's document. */
function countVisibleFocusables(): number {
  const natively = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';
  let count = 0;
  for (const element of Array.from(document.querySelectorAll<HTMLElement>(natively))) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert]')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const inView = box.right > 0 && box.bottom > 0 && box.left < window.innerWidth && box.top < window.innerHeight;
    if (box.width > 0 && box.height > 0 && inView && style.visibility !== 'hidden') count++;
  }
  return count;
}

export const frameFocusGatherer: Gatherer<'FrameFocus'> = {
  name: 'FrameFocus',
  phase: 'passive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    const facts: FrameFocusFacts[] = [];
    for (const handle of await page.$$('iframe')) {
      const frameFacts = await handle.evaluate(describeFrame);
      const frame = await handle.contentFrame();
      const visibleFocusables = frame ? await frame.evaluate(countVisibleFocusables).catch(() => null) : null;
      facts.push({ ...frameFacts, visibleFocusables });
      await handle.dispose();
    }
    return facts;
  },
};
