/// <reference lib="dom" />
// Focusable content inside aria-hidden while a modal dialog is open. axe-core leaves these
// "incomplete": a modal often puts "focus sentinels" around itself, hidden from assistive technology
// and focusable, which send focus straight back into the dialog. ACT rule 6cfa84 fails aria-hidden
// content in the sequential focus order, and the ACT definition of focusable excludes an element that
// gives focus away on its own right after receiving it. So each such element is focused, as Tab
// would, and we watch whether it keeps focus.
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

export interface HiddenFocusCheck {
  element: ElementRef;
  /** Still focused KEEP_MS after receiving focus: it is a stop of the sequential focus order. */
  keptFocus: boolean;
}

export interface HiddenFocusFacts {
  /** An aria-modal dialog (or a modal <dialog>) is open; nothing is checked otherwise. */
  modalOpen: boolean;
  /** Elements in the sequential focus order inside aria-hidden content, each focused once. */
  checked: HiddenFocusCheck[];
  /** Such elements left unchecked (over the limits below). */
  notChecked: number;
}

declare module '../../types' {
  interface Artifacts {
    HiddenFocus: HiddenFocusFacts;
  }
}

/** A sentinel hands focus on at once (in its focus handler); this long is more than any such handover. */
const KEEP_MS = 250;
const MAX_CHECKED = 20;
/** Elements that keep focus each cost KEEP_MS; a few are enough to fail the page. */
const MAX_KEPT = 3;

async function checkHiddenFocus({ keepMs, maxChecked, maxKept }: { keepMs: number; maxChecked: number; maxKept: number }): Promise<HiddenFocusFacts> {
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const modals = Array.from(document.querySelectorAll('[aria-modal="true" i], dialog')).filter(
    (element) => (element instanceof HTMLDialogElement ? element.matches(':modal') : /^(alert)?dialog$/i.test(element.getAttribute('role') ?? '')) && shown(element),
  );
  if (modals.length === 0) return { modalOpen: false, checked: [], notChecked: 0 };
  const focusables = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';
  const candidates = new Set<HTMLElement>();
  for (const hidden of Array.from(document.querySelectorAll('[aria-hidden="true" i]'))) {
    for (const element of [hidden, ...Array.from(hidden.querySelectorAll(focusables))]) {
      if (!(element instanceof HTMLElement || element instanceof SVGElement) || !element.matches(focusables)) continue;
      const html = element as HTMLElement;
      if (html.tabIndex < 0 || (html as HTMLButtonElement).disabled || html.closest('[inert]') || !shown(html)) continue;
      candidates.add(html);
    }
  }
  const before = document.activeElement;
  const checked: HiddenFocusCheck[] = [];
  let kept = 0;
  for (const element of candidates) {
    if (checked.length >= maxChecked || kept >= maxKept) break;
    element.focus({ preventScroll: true });
    let keptFocus = document.activeElement === element;
    if (keptFocus) {
      await new Promise((resolve) => setTimeout(resolve, keepMs));
      keptFocus = document.activeElement === element;
    }
    if (keptFocus) kept++;
    checked.push({ element: window.sightlineDescribe(element), keptFocus });
  }
  if (before instanceof HTMLElement && before !== document.body) before.focus({ preventScroll: true });
  else (document.activeElement as HTMLElement | null)?.blur();
  return { modalOpen: true, checked, notChecked: candidates.size - checked.length };
}

export const hiddenFocusGatherer: Gatherer<'HiddenFocus'> = {
  name: 'HiddenFocus',
  // It moves focus, so it goes after the gatherers that only read the page.
  phase: 'interactive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    return page.evaluate(checkHiddenFocus, { keepMs: KEEP_MS, maxChecked: MAX_CHECKED, maxKept: MAX_KEPT });
  },
};
