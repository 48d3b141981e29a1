/// <reference lib="dom" />
// Menus that only the mouse can open (WCAG 2.1.1): controls hidden until the pointer hovers their
// menu item (:hover rules, mouseover scripts). Each item that hides controls the Tab walk never
// reached is hovered; what it shows must then be reachable from the item with the keys people use
// on menus: Tab (menus that open on focus), Enter (disclosure buttons), Arrow Down (menu bars).
import type { JSHandle, Page } from 'playwright-core';
import type { ElementRef } from '../../types';
import type { ContextWatch } from './context-watch';

export interface HoverOnlyMenu {
  /** The item the pointer rests on to open the menu. */
  element: ElementRef;
  /** Names of the controls it shows, which no key reaches. */
  controls: string[];
  /**
   * Further items of the same menu (the same parent, tag and classes) that were not hovered: the
   * first ones of their kind all showed controls no key reaches, so these are taken to do the same.
   */
  alike: number;
}

const MAX_ITEMS = 12;
/** Items of one kind hovered before the rest of that kind are taken to behave as they did (when they agree). */
const CHECKS_PER_KIND = 2;
const MAX_TRIGGERS = 2;
/** Menus open on mouseover at once or after a short delay (hover intent polls every 100 ms), and close likewise. */
const OPEN_WAIT_MS = 150;
const SETTLE_MS = 80;
const CLOSE_WAIT_MS = 600;

/** A short wait, and at least two frames: hover styles apply, and transitions start, in a frame. */
async function settle(page: Page, ms = SETTLE_MS): Promise<void> {
  await page.waitForTimeout(ms);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

interface HoverState {
  items: Element[];
  hidden: Element[];
  shown: Element[];
}
declare global {
  interface Window {
    sightlineHover: HoverState;
  }
}

/**
 * Runs in the page: the menu items that hide controls the Tab walk never reached (their nearest
 * ancestor on screen, and elements with mouseover handlers, which may show a menu kept elsewhere);
 * returns their count. A link to a page that a reached link also leads to is not missed.
 */
function findMenuItems({ max, walk: { reached, changed } }: { max: number; walk: { reached: Set<Element>; changed: Set<Node> } }): string[] {
  const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="menuitem"], [role="link"], [role="button"], [tabindex]:not([tabindex^="-"])';
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const reachedHrefs = new Set(Array.from(reached, (element) => (element instanceof HTMLAnchorElement ? element.href : '')));
  const viewportArea = window.innerWidth * window.innerHeight;
  const small = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width * box.height > 0 && box.width * box.height <= viewportArea * 0.4;
  };
  const modal = document.querySelector('dialog:modal');
  const items: Element[] = [];
  const hidden: Element[] = [];
  for (const control of Array.from(document.querySelectorAll(interactive))) {
    if ((modal && !modal.contains(control)) || reached.has(control) || (control instanceof HTMLAnchorElement && reachedHrefs.has(control.href)) || shown(control) || (control as HTMLButtonElement).disabled || control.closest('details, dialog, [inert]')) continue;
    let item: Element | null = control.parentElement;
    let turning = changed.has(control);
    while (item && item !== document.body && !shown(item)) {
      turning ||= changed.has(item);
      item = item.parentElement;
    }
    // Hidden content the page itself shows and hides (a carousel's slides) is not a hover menu.
    if (turning) continue;
    hidden.push(control);
    if (item && item !== document.body && small(item) && !items.includes(item) && items.length < max) items.push(item);
  }
  if (hidden.length > 0) {
    for (const item of Array.from(document.querySelectorAll('[onmouseover], [onmouseenter]'))) {
      if (items.length >= max) break;
      if (shown(item) && small(item) && !items.some((known) => known.contains(item) || item.contains(known))) items.push(item);
    }
  }
  window.sightlineHover = { items, hidden, shown: [] };
  // Items of one kind: the entries of one menu bar, built alike.
  const parents = new Map<Element | null, number>();
  return items.map((item) => {
    if (!parents.has(item.parentElement)) parents.set(item.parentElement, parents.size);
    return `${parents.get(item.parentElement)} ${item.localName}.${item.className}`;
  });
}

/** Scrolls the item into view and returns where to point at it, or null when something else is on top. */
function pointAt(index: number): { x: number; y: number } | null {
  const item = window.sightlineHover.items[index]!;
  item.scrollIntoView({ block: 'center', inline: 'nearest' });
  const box = item.getClientRects()[0];
  if (!box) return null;
  const x = box.left + Math.min(box.width / 2, 20);
  const y = box.top + box.height / 2;
  const top = document.elementFromPoint(x, y);
  return top && item.contains(top) ? { x, y } : null;
}

/** The hidden controls that are on screen now; they are remembered for the key checks. */
function showingNow(): number {
  const state = window.sightlineHover;
  state.shown = state.hidden.filter((control) => {
    const box = control.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true });
  });
  return state.shown.length;
}

/** Focuses the item's n-th focusable control; returns the keys such a control answers to, or null without one. */
function focusTrigger({ item, n }: { item: number; n: number }): string[] | null {
  const host = window.sightlineHover.items[item]!;
  const focusable = 'a[href], button, [tabindex]:not([tabindex^="-"]), [role="menuitem"], [role="button"]';
  const triggers = [host, ...Array.from(host.querySelectorAll(focusable))].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element.matches(focusable) && element.checkVisibility({ visibilityProperty: true }),
  );
  const trigger = triggers[n];
  if (!trigger) return null;
  trigger.focus({ preventScroll: true });
  const role = trigger.getAttribute('role');
  const href = trigger.getAttribute('href');
  if (trigger.hasAttribute('aria-haspopup') || role === 'menuitem') return ['ArrowDown', 'Enter'];
  const buttonLike = trigger.localName === 'button' || role === 'button' || trigger.hasAttribute('aria-expanded') || href === '#' || /^\s*javascript:/i.test(href ?? '');
  return buttonLike ? ['Enter'] : [];
}

function focusIsInShown(): boolean {
  const active = document.activeElement;
  return active !== null && window.sightlineHover.shown.some((control) => control === active || control.contains(active));
}

function anyShown(): boolean {
  return window.sightlineHover.shown.some((control) => control.checkVisibility({ visibilityProperty: true }));
}

function describeMenu(item: number): Omit<HoverOnlyMenu, 'alike'> {
  const { items, shown } = window.sightlineHover;
  return {
    element: window.sightlineDescribe(items[item]!),
    controls: shown.map((control) => (control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || control.localName).slice(0, 8),
  };
}

/** Is any control the hover showed reachable from the item's own controls by keyboard? */
async function keysReachMenu(page: Page, item: number): Promise<boolean> {
  // Keys that open a menu may move focus into it, or leave it on the trigger for the next Tab.
  const focusMovesIn = async (): Promise<boolean> => {
    if (await page.evaluate(focusIsInShown)) return true;
    if (!(await page.evaluate(anyShown))) return false;
    await page.keyboard.press('Tab');
    return page.evaluate(focusIsInShown);
  };
  for (let n = 0; n < MAX_TRIGGERS; n++) {
    const keys = await page.evaluate(focusTrigger, { item, n });
    if (!keys) return false;
    // A menu that opens on focus (at once or after a moment): the next Tab goes into it.
    await settle(page);
    await page.keyboard.press('Tab');
    if (await page.evaluate(focusIsInShown)) return true;
    for (const key of keys) {
      await page.evaluate(focusTrigger, { item, n });
      await page.keyboard.press(key);
      await settle(page);
      const reached = await focusMovesIn();
      // Close what the keys opened, as a user would.
      if (await page.evaluate(anyShown)) await page.keyboard.press('Escape');
      if (reached) return true;
    }
  }
  return false;
}

/** Hover menus close when the pointer leaves, often after a delay that forgives a slip. */
async function closesWhenLeft(page: Page): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started <= CLOSE_WAIT_MS; ) {
    await settle(page);
    if (!(await page.evaluate(anyShown))) return true;
  }
  return false;
}

/**
 * Hovers each menu item that hides controls the walk did not reach, and returns the menus no key
 * opens. Once the first CHECKS_PER_KIND items of a kind agree, the rest of that kind are not hovered
 * (each costs half a second of waiting for menus to open and close): hover-only ones are counted on
 * the first menu of the kind. `walk` holds the page's sets of elements the walk reached (with their
 * ancestors) and of elements the page changed meanwhile.
 */
export async function findHoverOnlyMenus(page: Page, watch: ContextWatch, walk: JSHandle<{ reached: Set<Element>; changed: Set<Node> }>, deadline: number): Promise<HoverOnlyMenu[]> {
  const viewport = page.viewportSize() ?? { width: 800, height: 600 };
  const away = { x: viewport.width - 1, y: viewport.height - 1 };
  const kinds = await page.evaluate(findMenuItems, { max: MAX_ITEMS, walk });
  const menus: HoverOnlyMenu[] = [];
  /** Per kind, whether each item hovered was a hover-only menu, and the first such menu. */
  const verdicts = new Map<string, { hoverOnly: boolean[]; first: HoverOnlyMenu | null }>();
  for (let item = 0; item < kinds.length && Date.now() < deadline; item++) {
    const kind = verdicts.get(kinds[item]!) ?? { hoverOnly: [], first: null };
    verdicts.set(kinds[item]!, kind);
    if (kind.hoverOnly.length >= CHECKS_PER_KIND && kind.hoverOnly.every((verdict) => verdict === kind.hoverOnly[0])) {
      if (kind.first) kind.first.alike++;
      continue;
    }
    const point = await page.evaluate(pointAt, item);
    if (!point) continue;
    await page.mouse.move(point.x, point.y);
    await settle(page, OPEN_WAIT_MS);
    const shown = await page.evaluate(showingNow);
    await page.mouse.move(away.x, away.y);
    // What stays on screen after the pointer left was not shown by hovering (a carousel's timer).
    const hoverOnly = shown > 0 && (await closesWhenLeft(page)) && !(await keysReachMenu(page, item));
    kind.hoverOnly.push(hoverOnly);
    if (hoverOnly) {
      const menu = { ...(await page.evaluate(describeMenu, item)), alike: 0 };
      menus.push(menu);
      kind.first ??= menu;
    }
    watch.take();
  }
  return menus;
}
