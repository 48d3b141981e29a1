/// <reference lib="dom" />
// Changes the value of form fields as a user would (typing, choosing an option, ticking a box) and
// records whether that alone changes the context (WCAG 3.2.2); values are restored afterwards.
import type { ElementHandle } from 'playwright-core';
import type { ElementRef, Gatherer } from '../../types';
import { watchContextChanges } from './context-watch';
import { prepareForPageFunctions } from './page-functions';

export interface InputChange {
  element: ElementRef;
  /** e.g. "navigates to …", "opens a new window", "replaces most of the page content"; null = none. */
  contextChange: string | null;
}

declare module '../../types' {
  interface Artifacts {
    InputChanges: InputChange[];
  }
}

const MAX_FIELDS = 10;
const SETTLE_MS = 150;

type FieldKind = 'text' | 'select' | 'toggle';

function fieldKind(element: Element): FieldKind | null {
  const field = element as HTMLInputElement;
  if (field.disabled || field.readOnly || element.closest('[inert]')) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') return null;
  if (element.localName === 'select') return (element as HTMLSelectElement).options.length > 1 ? 'select' : null;
  if (element.localName === 'textarea') return 'text';
  if (['checkbox', 'radio'].includes(field.type)) return 'toggle';
  return ['text', 'search', 'email', 'tel', 'url', 'number', 'password', ''].includes(field.getAttribute('type') ?? '') ? 'text' : null;
}

function snapshotText(): string[] {
  return (document.body?.innerText ?? '').split(/\s+/);
}

function mostlyReplaced(before: string[]): boolean {
  const after = new Set((document.body?.innerText ?? '').split(/\s+/));
  const previous = new Set(before);
  const size = Math.max(previous.size, after.size);
  return size > 20 && [...after].filter((word) => previous.has(word)).length / size < 0.5;
}

function saveValue(element: Element): { value: string; checked: boolean; index: number } {
  if (element instanceof HTMLSelectElement) return { value: element.value, checked: false, index: element.selectedIndex };
  const field = element as HTMLInputElement;
  return { value: field.value, checked: field.checked, index: -1 };
}

function restoreValue(element: Element, saved: { value: string; checked: boolean; index: number }): void {
  if (element instanceof HTMLSelectElement) element.selectedIndex = saved.index;
  else if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = saved.checked;
  else (element as HTMLInputElement).value = saved.value;
  (element as HTMLElement).blur();
}

async function changeValue(handle: ElementHandle<Element>, kind: FieldKind): Promise<void> {
  await handle.focus();
  if (kind === 'text') {
    await handle.press('End');
    await handle.type('a');
  } else if (kind === 'select') {
    const next = await handle.evaluate((select) => {
      const options = (select as HTMLSelectElement).options;
      const index = ((select as HTMLSelectElement).selectedIndex + 1) % options.length;
      return options[index]!.value;
    });
    await handle.selectOption(next);
  } else {
    await handle.press('Space');
  }
  // A text field reports its change when it loses focus.
  await handle.evaluate((element) => (element as HTMLElement).blur());
}

export const inputChangesGatherer: Gatherer<'InputChanges'> = {
  name: 'InputChanges',
  phase: 'interactive',
  async gather({ page, context }) {
    await prepareForPageFunctions(page);
    const watch = await watchContextChanges(page, context);
    const changes: InputChange[] = [];
    try {
      const handles = await page.$$('input, select, textarea');
      for (const handle of handles) {
        if (changes.length >= MAX_FIELDS) break;
        const kind = await handle.evaluate(fieldKind).catch(() => null);
        if (!kind) continue;
        const saved = await handle.evaluate(saveValue);
        const before = await page.evaluate(snapshotText);
        watch.take();
        await changeValue(handle, kind);
        await page.waitForTimeout(SETTLE_MS);
        const events = watch.take();
        const replaced = await page.evaluate(mostlyReplaced, before);
        const element = await handle.evaluate((node) => window.sightlineDescribe(node)).catch(() => null);
        if (element) changes.push({ element, contextChange: events[0] ?? (replaced ? 'replaces most of the page content' : null) });
        await handle.evaluate(restoreValue, saved).catch(() => undefined);
      }
      await Promise.all(handles.map((handle) => handle.dispose()));
      return changes;
    } finally {
      await watch.stop();
    }
  },
};
