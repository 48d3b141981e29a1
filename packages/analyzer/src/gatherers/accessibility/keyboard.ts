/// <reference lib="dom" />
// Walks the page with the Tab key as a keyboard user does: every focus stop, whether focus is
// visible there (the page looks different focused and unfocused), whether focusing changes the
// context, which interactive elements are never reached, and whether the first skip link works.
import type { Page } from 'playwright-core';
import type { ElementRef, Gatherer } from '../../types';
import { watchContextChanges } from './context-watch';
import { prepareForPageFunctions } from './page-functions';

export interface FocusStop {
  element: ElementRef;
  /** null when not checked (frames, or past the limit of checked stops). */
  focusVisible: boolean | null;
  /** Change of context caused by focusing this element, e.g. "navigates to …". */
  contextChange: string | null;
}

export interface SkipLinkFacts {
  element: ElementRef;
  href: string;
  targetExists: boolean;
  /** After activating it, focus (or the sequential focus starting point) moved into its target. */
  works: boolean;
}

export interface KeyboardArtifact {
  stops: FocusStop[];
  /** The walk came back to the start; false when it stopped at the press or time limit. */
  complete: boolean;
  /** Interactive elements (native controls, interactive roles, click handlers) never reached. */
  unreachable: ElementRef[];
  /** The unreachable elements that are outside the tab order altogether (tabIndex < 0, no roving group). */
  untabbable: ElementRef[];
  /** The first focus stop when it is a same-page link. */
  skipLink: SkipLinkFacts | null;
  hasMainLandmark: boolean;
  headingCount: number;
}

declare module '../../types' {
  interface Artifacts {
    Keyboard: KeyboardArtifact;
  }
}

const MAX_PRESSES = 200;
const MAX_VISIBILITY_CHECKS = 40;
/** The walk may use this share of the page's time budget, and never more than MAX_WALK_MS. */
const BUDGET_SHARE = 0.25;
const MAX_WALK_MS = 12_000;

interface PageState {
  seen: Set<Element>;
  reached: Set<Element>;
  text: string[];
  last: Element | null;
}
declare global {
  interface Window {
    sightlineKeyboard: PageState;
  }
}

/**
 * Puts the sequential focus navigation starting point at the top of the document: Chromium keeps
 * it at the last focused element even after blur(), so a temporary focus target at the start of
 * the body takes focus (it is removed again after the first Tab, see removeStartMarker).
 */
function startWalk(): void {
  const marker = document.createElement('span');
  marker.tabIndex = -1;
  marker.setAttribute('data-sightline-start', '');
  document.body.prepend(marker);
  marker.focus({ preventScroll: true });
  window.scrollTo(0, 0);
  window.sightlineKeyboard = { seen: new Set(), reached: new Set(), text: (document.body?.innerText ?? '').split(/\s+/), last: null };
}

type ActiveInfo = { kind: 'none' } | { kind: 'repeat' } | { kind: 'stop'; element: ElementRef; frame: boolean; contentChange: boolean };

/** After a Tab press: what has focus, and did the content change a lot? */
function readActive(): ActiveInfo {
  const state = window.sightlineKeyboard;
  const active = document.activeElement;
  const words = (document.body?.innerText ?? '').split(/\s+/);
  const before = new Set(state.text);
  const after = new Set(words);
  const common = [...after].filter((word) => before.has(word)).length;
  const contentChange = Math.max(before.size, after.size) > 20 && common / Math.max(before.size, after.size) < 0.5;
  state.text = words;
  if (!active || active === document.body || active === document.documentElement) return { kind: 'none' };
  const frame = active.localName === 'iframe' || active.localName === 'frame';
  if (state.seen.has(active) && !frame) return { kind: 'repeat' };
  state.seen.add(active);
  state.last = active;
  for (let node: Element | null = active; node; node = node.parentElement) state.reached.add(node);
  return { kind: 'stop', element: window.sightlineDescribe(active), frame, contentChange };
}

function removeStartMarker(): void {
  document.querySelector('[data-sightline-start]')?.remove();
}

function blurActive(): void {
  (window.sightlineKeyboard.last as HTMLElement | null)?.blur?.();
}

function refocus(): void {
  (window.sightlineKeyboard.last as HTMLElement | null)?.focus?.({ preventScroll: true });
}

/** Interactive elements that were never reached; widgets with roving focus count as one. */
function findUnreachable(): { unreachable: ElementRef[]; untabbable: ElementRef[]; hasMainLandmark: boolean; headingCount: number } {
  const { reached, seen } = window.sightlineKeyboard;
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [onclick], [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [role="textbox"], [role="combobox"], [role="spinbutton"]';
  const roving = '[role="tablist"], [role="menu"], [role="menubar"], [role="toolbar"], [role="listbox"], [role="grid"], [role="tree"], [role="treegrid"], [role="radiogroup"]';
  const groupOf = (element: Element): Element | string | null =>
    element.closest(roving) ?? (element instanceof HTMLInputElement && element.type === 'radio' && element.name ? `radio:${element.form?.id ?? ''}:${element.name}` : null);
  const reachedGroups = new Set([...seen].map(groupOf).filter((group) => group !== null));
  const unreachable: ElementRef[] = [];
  const untabbable: ElementRef[] = [];
  for (const element of Array.from(document.querySelectorAll(interactive))) {
    if (reached.has(element) || element.closest('[inert], [aria-hidden="true"]') || (element as HTMLButtonElement).disabled) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || style.visibility !== 'visible' || style.pointerEvents === 'none') continue;
    // A label's control, or an element inside a reached one (a span in a link), is reached through it.
    if (Array.from(element.querySelectorAll('*')).some((inner) => reached.has(inner))) continue;
    const group = groupOf(element);
    if (group !== null && reachedGroups.has(group)) continue;
    const described = window.sightlineDescribe(element);
    unreachable.push(described);
    // No Tab press can ever land here, however long the walk: certain even when the walk was cut short.
    if (group === null && (element as HTMLElement).tabIndex < 0) untabbable.push(described);
  }
  return {
    unreachable: unreachable.slice(0, 50),
    untabbable: untabbable.slice(0, 50),
    hasMainLandmark: document.querySelector('main, [role="main"]') !== null,
    headingCount: document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]').length,
  };
}

function readSkipLink(): { element: ElementRef; href: string; targetExists: boolean } | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLAnchorElement) || !active.hash || active.pathname !== location.pathname || active.origin !== location.origin) return null;
  const id = decodeURIComponent(active.hash.slice(1));
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  window.sightlineKeyboard.last = target;
  return { element: window.sightlineDescribe(active), href: active.getAttribute('href') ?? '', targetExists: target !== null };
}

/** After activating the skip link and pressing Tab once more: is focus in or after the target? */
function focusFollowsTarget(): boolean {
  const target = window.sightlineKeyboard.last;
  const active = document.activeElement;
  if (!target || !active || active === document.body) return false;
  return target.contains(active) || (target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

// CSS pixels rather than the device's: a focus indicator of one CSS pixel still changes the image,
// and a third of the pixels makes the two captures per stop about three times faster.
const COMPARE_SHOT = { animations: 'disabled', scale: 'css' } as const;

async function pageLooksDifferentUnfocused(page: Page): Promise<boolean> {
  const focused = await page.screenshot(COMPARE_SHOT);
  await page.evaluate(blurActive);
  const unfocused = await page.screenshot(COMPARE_SHOT);
  await page.evaluate(refocus);
  return !focused.equals(unfocused);
}

export const keyboardGatherer: Gatherer<'Keyboard'> = {
  name: 'Keyboard',
  phase: 'interactive',
  async gather({ page, context, options }) {
    await prepareForPageFunctions(page);
    const watch = await watchContextChanges(page, context);
    const deadline = Date.now() + Math.min(MAX_WALK_MS, options.pageTimeout * BUDGET_SHARE);
    const stops: FocusStop[] = [];
    let complete = false;
    try {
      await page.evaluate(startWalk);
      for (let press = 0; press < MAX_PRESSES && Date.now() < deadline; press++) {
        await page.keyboard.press('Tab');
        if (press === 0) await page.evaluate(removeStartMarker);
        const active = await page.evaluate(readActive);
        const events = watch.take();
        if (active.kind !== 'stop') {
          // Back at the document (past the last stop) or at a stop seen before: the cycle is done.
          // Nothing at all after a few presses: the page has no tab stops.
          if (active.kind === 'repeat' || stops.length > 0 || press >= 2) complete = true;
          if (complete) break;
          continue;
        }
        const checkVisibility = !active.frame && stops.length < MAX_VISIBILITY_CHECKS;
        const contextChange = events[0] ?? (active.contentChange ? 'replaces most of the page content' : null);
        stops.push({ element: active.element, focusVisible: checkVisibility ? await pageLooksDifferentUnfocused(page) : null, contextChange });
      }
      const reachability = await page.evaluate(findUnreachable);

      // The skip link check activates the first stop, so it runs last.
      await page.evaluate(startWalk);
      await page.keyboard.press('Tab');
      await page.evaluate(removeStartMarker);
      const candidate = await page.evaluate(readSkipLink);
      let skipLink: SkipLinkFacts | null = null;
      if (candidate) {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        skipLink = { ...candidate, works: candidate.targetExists && (await page.evaluate(focusFollowsTarget)) };
      }
      watch.take();
      return { stops, complete, skipLink, ...reachability };
    } finally {
      await watch.stop();
    }
  },
};
