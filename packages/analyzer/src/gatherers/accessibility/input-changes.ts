/// <reference lib="dom" />
// Changes the value of form fields as a user would (choosing an option, moving through a radio group
// with the arrow keys, ticking a box, typing) and records whether that alone changes the context
// (WCAG 3.2.2); values are restored afterwards. Choices come first: jump menus and radio groups
// that navigate are the usual failures, and a long form must not use up the budget on text fields.
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

/** Choices (selects, radio groups, checkboxes) and text fields tried at most; typing rarely changes the context. */
const MAX_FIELDS = { choices: 12, text: 4 };
const BUDGET_MS = 5_000;
const SETTLE_MS = 150;

type FieldKind = 'text' | 'select' | 'radio' | 'checkbox';
const FIELDS = 'input, select, textarea';

/** The fields to try, as indices into `all`, choices first; one radio button per group. */
function fieldsToTry({ max, all }: { max: { choices: number; text: number }; all: Element[] }): Array<{ index: number; kind: FieldKind }> {
  const modal = document.querySelector('dialog:modal');
  const kindOf = (element: Element): FieldKind | null => {
    const field = element as HTMLInputElement;
    if (field.disabled || field.readOnly || element.closest('[inert]') || (modal && !modal.contains(element))) return null;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') return null;
    if (element.localName === 'select') return (element as HTMLSelectElement).options.length > 1 && !(element as HTMLSelectElement).multiple ? 'select' : null;
    if (element.localName === 'textarea') return 'text';
    if (field.type === 'radio' || field.type === 'checkbox') return field.type;
    return ['text', 'search', 'email', 'tel', 'url', 'number', 'password', ''].includes(field.getAttribute('type') ?? '') ? 'text' : null;
  };
  const fields: Array<{ index: number; kind: FieldKind }> = [];
  const sameGroup = (a: HTMLInputElement, b: Element): b is HTMLInputElement => b instanceof HTMLInputElement && b.type === 'radio' && a.name !== '' && b.name === a.name && b.form === a.form;
  all.forEach((element, index) => {
    const kind = kindOf(element);
    if (!kind) return;
    if (kind === 'radio') {
      const radio = element as HTMLInputElement;
      if (all.slice(0, index).some((earlier) => sameGroup(radio, earlier))) return;
      // Arrow keys move from the checked button of the group.
      const checked = all.find((other) => sameGroup(radio, other) && other.checked);
      const from = checked ? all.indexOf(checked) : index;
      fields.push({ index: from, kind });
      return;
    }
    fields.push({ index, kind });
  });
  const order: FieldKind[] = ['select', 'radio', 'checkbox', 'text'];
  const choices = fields.filter((field) => field.kind !== 'text').sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.index - b.index);
  return [...choices.slice(0, max.choices), ...fields.filter((field) => field.kind === 'text').slice(0, max.text)];
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

interface Saved {
  value: string;
  checked: boolean;
  index: number;
  /** For a radio button: the group's buttons and which was checked. */
  group: HTMLInputElement[];
}

function saveValue(element: Element): Saved {
  if (element instanceof HTMLSelectElement) return { value: element.value, checked: false, index: element.selectedIndex, group: [] };
  const field = element as HTMLInputElement;
  const root = field.getRootNode() as Document | ShadowRoot;
  const group =
    field.type === 'radio' && field.name ? Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter((other) => other.name === field.name && other.form === field.form) : [];
  return { value: field.value, checked: field.checked, index: group.findIndex((radio) => radio.checked), group };
}

function restoreValue(element: Element, saved: Saved): void {
  if (element instanceof HTMLSelectElement) element.selectedIndex = saved.index;
  else if (saved.group.length > 0) saved.group.forEach((radio, index) => (radio.checked = index === saved.index));
  else if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = saved.checked;
  else (element as HTMLInputElement).value = saved.value;
  (document.activeElement as HTMLElement | null)?.blur?.();
}

async function changeValue(handle: ElementHandle<Element>, kind: FieldKind): Promise<void> {
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
    // Arrow Down checks the next radio button, as keyboard users move through a group.
    await handle.press(kind === 'radio' ? 'ArrowDown' : 'Space');
  }
  // A text field reports its change when it loses focus.
  await handle.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
}

export const inputChangesGatherer: Gatherer<'InputChanges'> = {
  name: 'InputChanges',
  phase: 'interactive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    const watch = await watchContextChanges(page);
    const deadline = Date.now() + BUDGET_MS;
    const changes: InputChange[] = [];
    const handles = await page.$$(FIELDS);
    try {
      for (const { index, kind } of await page.evaluate(fieldsToTry, { max: MAX_FIELDS, all: handles })) {
        if (Date.now() > deadline) break;
        const handle = handles[index];
        if (!handle) continue;
        try {
          const saved = await handle.evaluateHandle(saveValue);
          const before = await page.evaluate(snapshotText);
          // What focusing alone does is the Tab walk's finding (3.2.1), not this one.
          await handle.focus();
          await watch.settle();
          watch.take();
          await changeValue(handle, kind);
          await page.waitForTimeout(SETTLE_MS);
          await watch.settle();
          const events = watch.take();
          const replaced = await page.evaluate(mostlyReplaced, before);
          // A radio group is one choice: name the group.
          const element = await handle.evaluate((node) => window.sightlineDescribe((node as HTMLInputElement).type === 'radio' ? (node.closest('fieldset, [role="radiogroup"]') ?? node) : node));
          changes.push({ element, contextChange: events[0] ?? (replaced ? 'replaces most of the page content' : null) });
          await handle.evaluate(restoreValue, saved);
          await saved.dispose();
        } catch {
          // A field the page removed or replaced meanwhile: the next one.
        }
      }
      return changes;
    } finally {
      await Promise.all(handles.map((handle) => handle.dispose()));
      await watch.stop();
    }
  },
};
