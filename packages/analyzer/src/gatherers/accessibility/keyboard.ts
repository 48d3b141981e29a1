/// <reference lib="dom" />
// Walks the page with the Tab key as a keyboard user does: every focus stop, whether focus is
// visible there (its painted style, and the pixels around it, focused and unfocused), whether
// focusing changes the context (navigates, opens a window or a box, moves or drops focus), which
// interactive elements are never reached (also those that only listen for clicks, and those shown
// only by hovering a menu), and whether a skip link at the start takes focus past the repeated blocks.
import type { CDPSession, JSHandle, Page } from 'playwright-core';
import type { ElementRef, Gatherer } from '../../types';
import { findClickOnly } from './click-only';
import { watchContextChanges, type ContextWatch } from './context-watch';
import { installFocusIndicator, pixelsChangeOnFocus, type IndicatorCheck } from './focus-indicator';
import { findHoverOnlyMenus, type HoverOnlyMenu } from './hover-menus';
import { prepareForPageFunctions } from './page-functions';

export type { HoverOnlyMenu } from './hover-menus';

export interface FocusStop {
  element: ElementRef;
  /** null when not checked (frames, or focus moved on to another element). */
  focusVisible: boolean | null;
  /** Change of context caused by focusing this element, e.g. "navigates to …", "moves focus to “Name”". */
  contextChange: string | null;
}

export type SkipLinkProblem = 'no-target' | 'hidden-target' | 'focus-not-moved';

export interface SkipLinkFacts {
  element: ElementRef;
  href: string;
  /** Why it does not take keyboard users past the repeated blocks; null when it does. */
  problem: SkipLinkProblem | null;
}

export interface KeyboardArtifact {
  stops: FocusStop[];
  /** The walk came back to the start; false when it stopped at the press or time limit. */
  complete: boolean;
  /** Interactive elements (native controls, interactive roles, click handlers) never reached. */
  unreachable: ElementRef[];
  /** The unreachable elements that are outside the tab order altogether (tabIndex < 0, no roving group). */
  untabbable: ElementRef[];
  /** Menus whose controls appear only while the pointer hovers them: no key opens or reaches them. */
  hoverOnly: HoverOnlyMenu[];
  /** A link among the first stops that says it skips to the content. */
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
/** The walk may use this share of the page's time budget, and never more than MAX_WALK_MS. */
const BUDGET_SHARE = 0.25;
const MAX_WALK_MS = 12_000;
/** Hovering menus comes after the walk, with a budget of its own. */
const HOVER_SHARE = 0.1;
const MAX_HOVER_MS = 5_000;
/** Pixel comparisons for stops whose style did not change: in all, and per kind of element. */
const MAX_PIXEL_CHECKS = 16;
const PIXEL_CHECKS_PER_KIND = 1;
const MAX_LISTED = 50;

interface PageState {
  /** Focus stops in Tab order. */
  order: Element[];
  seen: Set<Element>;
  /** The stops and their ancestors. */
  reached: Set<Element>;
  /** Elements that received focus since the last read, in order. */
  focusLog: Element[];
  /** Per kind of element (sightlineFocusKind), the stops whose style showed focus. */
  shownKinds: Map<string, number>;
  /** Elements the page changed during the walk (classes, styles, content): a carousel's slides, say. */
  changed: Set<Node>;
  /** Characters of text on the page when the walk started. */
  textLength: number;
  skipTarget: Element | null;
  /** Takes the page's changes since the last call into `changed`; returns how much text they removed. */
  drain(): number;
  end(): void;
}
declare global {
  interface Window {
    sightlineKeyboard: PageState;
  }
}

/**
 * Records what receives focus (a focus handler may move it on), and what the page changes while we
 * walk: how much text it removes between presses, and which elements it alters.
 */
function installWalk(): void {
  const changed = new Set<Node>();
  let removed = 0;
  // Records reach the observer's callback between our calls, and takeRecords() within them.
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      const nodes = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)];
      // Our own start marker coming and going is no change of the page.
      if (record.type === 'childList' && nodes.every((node) => node instanceof Element && node.hasAttribute('data-sightline-start'))) continue;
      // What was added while we walked (a cookie banner, a re-rendered list) may have come after the walk passed.
      for (const node of [record.target, ...Array.from(record.addedNodes)]) changed.add(node);
      for (const node of Array.from(record.removedNodes)) removed += node.textContent?.length ?? 0;
    }
  };
  const observer = new MutationObserver(note);
  if (document.body) observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
  // The text caret blinks (so its pixels decide nothing) and shows where typing goes, not focus.
  const hideCaret = document.createElement('style');
  hideCaret.textContent = '* { caret-color: transparent !important; }';
  document.head?.append(hideCaret);
  const focusLog: Element[] = [];
  const onFocus = (event: FocusEvent) => focusLog.push(event.target as Element);
  // Capturing "focus" runs before the element's own focus handlers, which may move focus on at once.
  document.addEventListener('focus', onFocus, true);
  window.sightlineKeyboard = {
    order: [],
    seen: new Set(),
    reached: new Set(),
    focusLog,
    shownKinds: new Map(),
    changed,
    textLength: document.body?.textContent?.length ?? 0,
    skipTarget: null,
    drain: () => {
      note(observer.takeRecords());
      const sinceLast = removed;
      removed = 0;
      return sinceLast;
    },
    end: () => {
      document.removeEventListener('focus', onFocus, true);
      observer.disconnect();
      hideCaret.remove();
      document.querySelector('[data-sightline-start]')?.remove();
    },
  };
}

function endWalk(): void {
  window.sightlineKeyboard?.end();
}

/**
 * Puts the sequential focus navigation starting point at the top of the document, or just before or
 * after a stop: Chromium keeps it at the last focused element even after blur(), so a temporary
 * focus target takes focus there (readActive removes it after the next Tab).
 */
function placeStart(at: { index: number; where: 'before' | 'after' } | null): void {
  const state = window.sightlineKeyboard;
  document.querySelector('[data-sightline-start]')?.remove();
  const marker = document.createElement('span');
  marker.tabIndex = -1;
  marker.setAttribute('data-sightline-start', '');
  const anchor = at ? state.order[at.index] : null;
  if (anchor && at?.where === 'after') anchor.after(marker);
  else if (anchor) anchor.before(marker);
  else document.body.prepend(marker);
  marker.focus({ preventScroll: true });
  if (!at) window.scrollTo(0, 0);
}

type ActiveInfo =
  | { kind: 'none' }
  | { kind: 'repeat' }
  | { kind: 'stop'; element: ElementRef; frame: boolean; contentChange: boolean; focusChange: string | null; lostFocus: boolean; opened: number; indicator: IndicatorCheck | null };

/** After a Tab press: what took focus, did a focus handler move focus on, did the content change a lot? */
async function readActive(): Promise<ActiveInfo> {
  const state = window.sightlineKeyboard;
  document.querySelector('[data-sightline-start]')?.remove();
  const isMarker = (element: Element) => element.hasAttribute('data-sightline-start');
  const log = state.focusLog.splice(0).filter((element) => !isMarker(element));
  const removed = state.drain();
  const contentChange = state.textLength > 200 && removed > state.textLength / 2;
  const active = document.activeElement;
  const stop = log[0] ?? active;
  if (!stop || stop === document.body || stop === document.documentElement || isMarker(stop)) return { kind: 'none' };
  const frame = stop.localName === 'iframe' || stop.localName === 'frame';
  if (state.seen.has(stop) && !frame) return { kind: 'repeat' };
  state.seen.add(stop);
  state.order.push(stop);
  for (let node: Element | null = stop; node; node = node.parentElement) state.reached.add(node);

  // A focus handler that sends focus elsewhere (or drops it) changes the context; focus guards of
  // dialogs and widgets that focus their own content do not count.
  const box = stop.getBoundingClientRect();
  const lostFocus = !active || active === document.body;
  let focusChange: string | null = null;
  if (active !== stop && !(active && stop.contains(active)) && box.width > 1 && box.height > 1) {
    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.getAttribute('placeholder') || element.localName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    focusChange = lostFocus ? 'loses focus at once' : `moves focus to “${nameOf(active!)}”`;
  }
  let indicator: IndicatorCheck | null = null;
  if (!frame && !focusChange && (stop instanceof HTMLElement || stop instanceof SVGElement)) {
    // A long menu or list of elements alike: once a few showed focus, check one in ten of the rest.
    const kind = window.sightlineFocusKind(stop);
    const shown = state.shownKinds.get(kind) ?? 0;
    const alike = shown >= 3 && shown % 10 !== 0;
    indicator = alike ? { changes: ['as the others of its kind'], clip: null, signature: kind } : await window.sightlineFocusIndicator(stop);
    if (indicator.changes.length > 0) state.shownKinds.set(kind, shown + 1);
  }
  // Focusing the stop again after the comparison is ours, not the next press's.
  state.focusLog.length = 0;
  return { kind: 'stop', element: window.sightlineDescribe(stop), frame, contentChange, focusChange, lostFocus: focusChange !== null && lostFocus, opened: window.sightlineWindowsOpened ?? 0, indicator };
}

function setLastFocus(focused: boolean): void {
  const state = window.sightlineKeyboard;
  const last = state.order.at(-1);
  if (last instanceof HTMLElement || last instanceof SVGElement) window.sightlineSetFocus(last, focused);
  state.focusLog.length = 0;
}

/** Interactive elements that were never reached; widgets with roving focus count as one. */
function findUnreachable({ max }: { max: number }): { unreachable: ElementRef[]; untabbable: ElementRef[]; hasMainLandmark: boolean; headingCount: number } {
  const { reached, seen, changed } = window.sightlineKeyboard;
  window.sightlineKeyboard.drain();
  const interactive =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [onclick], [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [role="textbox"], [role="combobox"], [role="spinbutton"]';
  const roving = '[role="tablist"], [role="menu"], [role="menubar"], [role="toolbar"], [role="listbox"], [role="grid"], [role="tree"], [role="treegrid"], [role="radiogroup"]';
  const groupOf = (element: Element): Element | string | null =>
    element.closest(roving) ?? (element instanceof HTMLInputElement && element.type === 'radio' && element.name ? `radio:${element.form?.id ?? ''}:${element.name}` : null);
  const reachedGroups = new Set([...seen].map(groupOf).filter((group) => group !== null));
  const unreachable: ElementRef[] = [];
  const untabbable: ElementRef[] = [];
  // What the page changed while we walked (a carousel turning its slides) may have been hidden when
  // the walk passed. Changes to what holds reached stops (a class on <body> once keys are used) do not count.
  const changedDuringWalk = (element: Element) => {
    for (let node: Element | null = element; node && !reached.has(node); node = node.parentElement) if (changed.has(node)) return true;
    return false;
  };
  // An open modal dialog makes the rest of the page inert on purpose.
  const modal = document.querySelector('dialog:modal');
  for (const element of Array.from(document.querySelectorAll(interactive))) {
    if (unreachable.length >= max && untabbable.length >= max) break;
    if (reached.has(element) || element.closest('[inert], [aria-hidden="true"]') || (modal && !modal.contains(element)) || (element as HTMLButtonElement).disabled) continue;
    const box = element.getBoundingClientRect();
    // checkVisibility: also inside a closed <details>, whose content is skipped (content-visibility).
    if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true }) || getComputedStyle(element).pointerEvents === 'none') continue;
    if (changedDuringWalk(element)) continue;
    // A label's control, or an element inside a reached one (a span in a link), is reached through it.
    if (Array.from(element.querySelectorAll('*')).some((inner) => reached.has(inner))) continue;
    const group = groupOf(element);
    if (group !== null && reachedGroups.has(group)) continue;
    // No Tab press can ever land here, however long the walk: certain even when the walk was cut short.
    const outside = group === null && (element as HTMLElement).tabIndex < 0;
    if (unreachable.length >= max && !outside) continue;
    const described = window.sightlineDescribe(element);
    if (unreachable.length < max) unreachable.push(described);
    if (outside && untabbable.length < max) untabbable.push(described);
  }
  return {
    unreachable,
    untabbable,
    hasMainLandmark: document.querySelector('main, [role="main"]') !== null,
    headingCount: document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]').length,
  };
}

type SkipCandidate = { index: number; element: ElementRef; href: string; problem: SkipLinkProblem | null };

/** A link among the first stops that says it skips to the content (by its text or its target's name). */
function findSkipLink(): SkipCandidate | null {
  const state = window.sightlineKeyboard;
  const says = /skip|jump to|main content|go to content|to (the )?content|zum inhalt|aller au contenu|saltar|ir al contenido|passa al contenuto/i;
  const names = /main|content|skip|start|inhalt|contenu|contenido/i;
  for (let index = 0; index < Math.min(3, state.order.length); index++) {
    const link = state.order[index];
    if (!(link instanceof HTMLAnchorElement)) continue;
    const href = link.getAttribute('href') ?? '';
    const samePage = link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
    const scripted = /^\s*(#\s*$|javascript:)/i.test(href);
    const id = samePage ? decodeURIComponent(link.hash.slice(1)) : '';
    if (!(samePage || scripted) || !(says.test(`${link.textContent} ${link.getAttribute('aria-label') ?? ''} ${link.title}`) || names.test(id))) continue;
    const target = id ? (document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null) : null;
    state.skipTarget = target;
    const style = target ? getComputedStyle(target) : null;
    const hidden = target !== null && ((target.getClientRects().length === 0 && style?.display !== 'contents') || style?.visibility !== 'visible');
    return { index, element: window.sightlineDescribe(link), href, problem: id && !target ? 'no-target' : hidden ? 'hidden-target' : null };
  }
  return null;
}

function isFocused(index: number): boolean {
  return document.activeElement === window.sightlineKeyboard.order[index];
}

/** After activating the skip link and pressing Tab once more: did focus go past where Tab alone goes? */
function skippedAhead(index: number): boolean {
  const { order, skipTarget } = window.sightlineKeyboard;
  const active = document.activeElement;
  const next = order[index + 1];
  if (!active || active === document.body || active === order[index]) return false;
  const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (skipTarget) return skipTarget.contains(active) || follows(skipTarget, active);
  return next !== undefined && active !== next && follows(next, active);
}

async function checkSkipLink(page: Page): Promise<SkipLinkFacts | null> {
  const candidate = await page.evaluate(findSkipLink);
  if (!candidate) return null;
  const facts = { element: candidate.element, href: candidate.href, problem: candidate.problem };
  if (candidate.problem) return facts;
  await page.evaluate(placeStart, { index: candidate.index, where: 'before' as const });
  await page.keyboard.press('Tab');
  await page.evaluate(readActive);
  if (!(await page.evaluate(isFocused, candidate.index))) return null;
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  return { ...facts, problem: (await page.evaluate(skippedAhead, candidate.index)) ? null : 'focus-not-moved' };
}

/**
 * Focus shows when the style of what is drawn with the element changes; when no style does, the
 * pixels around it decide, compared for a few elements of each kind (elements alike share styles).
 */
function focusJudge(page: Page, cdp: CDPSession, watch: ContextWatch) {
  const verdicts = new Map<string, boolean[]>();
  let compared = 0;
  return async (indicator: IndicatorCheck): Promise<boolean> => {
    if (indicator.changes.length > 0) return true;
    if (!indicator.clip) return false;
    const kind = verdicts.get(indicator.signature) ?? [];
    verdicts.set(indicator.signature, kind);
    if (kind.length >= PIXEL_CHECKS_PER_KIND || compared >= MAX_PIXEL_CHECKS) return kind.some(Boolean);
    compared++;
    const changed = await pixelsChangeOnFocus(cdp, indicator.clip, (focused) => page.evaluate(setLastFocus, focused));
    // Focusing it again ran its focus handlers once more: what they did was counted already.
    await watch.settle();
    watch.take();
    // Pixels that move by themselves say nothing; the styles said nothing changed.
    if (changed === null) return false;
    kind.push(changed);
    return changed;
  };
}

export const keyboardGatherer: Gatherer<'Keyboard'> = {
  name: 'Keyboard',
  phase: 'interactive',
  async gather({ page, cdp, options }) {
    await prepareForPageFunctions(page);
    await page.evaluate(installFocusIndicator);
    const watch = await watchContextChanges(page);
    const deadline = Date.now() + Math.min(MAX_WALK_MS, options.pageTimeout * BUDGET_SHARE);
    const judge = focusJudge(page, cdp, watch);
    const stops: FocusStop[] = [];
    let complete = false;
    let opened = 0;
    let walk: JSHandle<PageState> | null = null;
    try {
      await page.evaluate(installWalk);
      await page.evaluate(placeStart, null);
      for (let press = 0; press < MAX_PRESSES && Date.now() < deadline; press++) {
        await page.keyboard.press('Tab');
        const active = await page.evaluate(readActive);
        if (active.kind === 'stop' && active.opened > opened) {
          opened = active.opened;
          await watch.settle(opened);
        }
        const events = watch.take();
        if (active.kind !== 'stop') {
          // Back at the document (past the last stop) or at a stop seen before: the cycle is done.
          // Nothing at all after a few presses: the page has no tab stops.
          if (active.kind === 'repeat' || stops.length > 0 || press >= 2) complete = true;
          if (complete) break;
          continue;
        }
        // Focus that leaves at once never shows (F55); focus sent elsewhere is judged there.
        const focusVisible = active.lostFocus ? false : active.indicator ? await judge(active.indicator) : null;
        const contextChange = active.focusChange ?? events[0] ?? (active.contentChange ? 'replaces most of the page content' : null);
        stops.push({ element: active.element, focusVisible, contextChange });
        // Go on from the stop, not from wherever its focus handler sent focus.
        if (active.focusChange) await page.evaluate(placeStart, { index: stops.length - 1, where: 'after' as const });
      }
      const reachability = await page.evaluate(findUnreachable, { max: MAX_LISTED });
      walk = await page.evaluateHandle(() => window.sightlineKeyboard);
      // Controls that only listen for clicks are outside the tab order altogether.
      const clickOnly = await findClickOnly(page, cdp, walk);
      reachability.unreachable = [...reachability.unreachable, ...clickOnly].slice(0, MAX_LISTED);
      reachability.untabbable = [...reachability.untabbable, ...clickOnly].slice(0, MAX_LISTED);
      const hoverOnly = await findHoverOnlyMenus(page, watch, walk, Date.now() + Math.min(MAX_HOVER_MS, options.pageTimeout * HOVER_SHARE));
      // The skip link check activates a link, so it runs last.
      const skipLink = stops.length > 0 ? await checkSkipLink(page) : null;
      watch.take();
      return { stops, complete, hoverOnly, skipLink, ...reachability };
    } finally {
      await walk?.dispose();
      await page.evaluate(endWalk).catch(() => undefined);
      await watch.stop();
    }
  },
};
