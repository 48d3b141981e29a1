/// <reference lib="dom" />
// Controls that only a pointer can use (WCAG 2.1.1): elements that look clickable (a pointer
// cursor), listen for clicks themselves (a script's addEventListener, which no attribute shows),
// and that no Tab press can ever reach: not focusable, not inside a focusable element, holding no
// reached control. Inline onclick attributes and interactive roles are the walk's own check.
import type { CDPSession, JSHandle, Page } from 'playwright-core';
import type { ElementRef } from '../../types';

const MAX_CANDIDATES = 30;
const POINTER_EVENTS = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);
const OBJECT_GROUP = 'sightline-click-only';

declare global {
  interface Window {
    sightlineClickCandidates: Element[];
  }
}

/** Runs in the page: the outermost elements with a pointer cursor that keys can never reach. */
function markCandidates({ max, walk: { reached, changed } }: { max: number; walk: { reached: Set<Element>; changed: Set<Node> } }): number {
  const keyboardOwn = 'a[href], button, input, select, textarea, summary, label, option, iframe, [tabindex], [contenteditable], [onclick], [role]';
  const modal = document.querySelector('dialog:modal');
  const candidates: Element[] = [];
  const all = document.body ? Array.from(document.body.querySelectorAll('*')) : [];
  for (const element of all) {
    if (candidates.length >= max) break;
    if (getComputedStyle(element).cursor !== 'pointer') continue;
    // The element that sets the cursor, not the children that inherit it.
    if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer') continue;
    if (element.closest(keyboardOwn) || element.closest('[inert], [aria-hidden="true"]') || (modal && !modal.contains(element)) || (element as HTMLElement).tabIndex >= 0) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 8 || box.height < 8 || !element.checkVisibility({ visibilityProperty: true })) continue;
    // A card whose link is reachable, or content the page changed while we walked, is not missed.
    if (reached.has(element) || Array.from(element.querySelectorAll('*')).some((inner) => reached.has(inner))) continue;
    let turning = false;
    for (let node: Element | null = element; node && !reached.has(node); node = node.parentElement) turning ||= changed.has(node);
    if (!turning) candidates.push(element);
  }
  window.sightlineClickCandidates = candidates;
  return candidates.length;
}

function describeCandidates(indices: number[]): ElementRef[] {
  return indices.map((index) => window.sightlineDescribe(window.sightlineClickCandidates[index]!));
}

/** The candidates with a pointer listener of their own, read from DevTools (scripts add them unseen). */
export async function findClickOnly(page: Page, cdp: CDPSession, walk: JSHandle<{ reached: Set<Element>; changed: Set<Node> }>): Promise<ElementRef[]> {
  const count = await page.evaluate(markCandidates, { max: MAX_CANDIDATES, walk });
  if (count === 0) return [];
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.sightlineClickCandidates', objectGroup: OBJECT_GROUP });
    if (!result.objectId) return [];
    const { result: entries } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
    const clickable: number[] = [];
    for (const entry of entries) {
      if (!/^\d+$/.test(entry.name) || !entry.value?.objectId) continue;
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: entry.value.objectId });
      if (listeners.some((listener) => POINTER_EVENTS.has(listener.type))) clickable.push(Number(entry.name));
    }
    return clickable.length > 0 ? await page.evaluate(describeCandidates, clickable) : [];
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: OBJECT_GROUP }).catch(() => undefined);
  }
}
