// Groups of priced options as the page first shows them: radio buttons of one name (or an ARIA
// radio group) and drop-downs whose choices each carry a price, with the choice made before the
// visitor touched anything. The preselected-pricier-option audit judges whether the default is a
// pricier one among comparable choices.
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';
import { MONEY_SOURCE } from './money';

export interface PricedOption {
  /** The option's text: "Express delivery – $12.00". */
  text: string;
  /** The amount as written, or null when the option has none (it may say "Free"). */
  amount: string | null;
  chosen: boolean;
  disabled: boolean;
  element: ElementRef;
}

export interface PricedGroup {
  kind: 'radio' | 'select';
  /** The group's name or label. */
  name: string;
  element: ElementRef;
  options: PricedOption[];
}

declare module '../../types' {
  interface Artifacts {
    PricedOptions: PricedGroup[];
  }
}

const MAX_GROUPS = 30;
const MAX_OPTIONS = 12;

export const pricedOptionsGatherer: Gatherer<'PricedOptions'> = {
  name: 'PricedOptions',
  phase: 'passive',
  gather({ page }) {
    return evaluateWithHelpers(
      page,
      (h, { money, maxGroups, maxOptions }: { money: string; maxGroups: number; maxOptions: number }) => {
        const moneyRe = new RegExp(money);
        const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && r.height > 1 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
        };
        const groups: Array<{ kind: 'radio' | 'select'; name: string; element: ReturnType<typeof h.refOf>; options: Array<{ text: string; amount: string | null; chosen: boolean; disabled: boolean; element: ReturnType<typeof h.refOf> }> }> = [];
        const option = (text: string, chosen: boolean, disabled: boolean, el: Element) => ({ text: text.slice(0, 160), amount: moneyRe.exec(text)?.[0] ?? null, chosen, disabled, element: h.refOf(el) });

        // Radio buttons, grouped by form and name; what the visitor sees of each is its label.
        const byName = new Map<string, HTMLInputElement[]>();
        for (const radio of Array.from(document.querySelectorAll('input[type=radio][name]')) as HTMLInputElement[]) {
          const key = `${radio.form ? Array.from(document.forms).indexOf(radio.form) : -1} ${radio.name}`;
          byName.set(key, [...(byName.get(key) ?? []), radio]);
        }
        for (const radios of byName.values()) {
          if (groups.length >= maxGroups || radios.length < 2 || radios.length > maxOptions) continue;
          const shown = radios.map((radio) => ({ radio, holder: radio.labels?.[0] ?? radio.closest('label') ?? radio.parentElement ?? radio }));
          if (!shown.every(({ radio, holder }) => visible(holder) || visible(radio))) continue;
          const box = radios[0]!.closest('fieldset, [role=radiogroup]') ?? shown[0]!.holder.parentElement ?? document.body;
          const legend = box.querySelector('legend');
          groups.push({
            kind: 'radio',
            name: (legend ? textOf(legend) : radios[0]!.name).slice(0, 100),
            element: h.refOf(box),
            options: shown.map(({ radio, holder }) => option(textOf(holder) || radio.value, radio.checked, radio.disabled, holder)),
          });
        }
        // ARIA radio groups drawn from other elements.
        for (const group of Array.from(document.querySelectorAll('[role=radiogroup]'))) {
          const radios = Array.from(group.querySelectorAll('[role=radio]'));
          if (groups.length >= maxGroups || radios.length < 2 || radios.length > maxOptions || !radios.every(visible)) continue;
          groups.push({ kind: 'radio', name: (group.getAttribute('aria-label') ?? '').slice(0, 100), element: h.refOf(group), options: radios.map((radio) => option(textOf(radio), radio.getAttribute('aria-checked') === 'true', radio.getAttribute('aria-disabled') === 'true', radio)) });
        }
        // Drop-downs: the option chosen at load is the one shown.
        for (const select of Array.from(document.querySelectorAll('select:not([multiple])')) as HTMLSelectElement[]) {
          if (groups.length >= maxGroups || !visible(select) || select.options.length < 2 || select.options.length > maxOptions) continue;
          const name = select.labels?.[0] ? textOf(select.labels[0]) : (select.getAttribute('aria-label') ?? select.name);
          groups.push({ kind: 'select', name: name.slice(0, 100), element: h.refOf(select), options: Array.from(select.options).map((choice) => ({ ...option(choice.text.replace(/\s+/g, ' ').trim(), choice.selected, choice.disabled, select) })) });
        }
        return groups;
      },
      { money: MONEY_SOURCE, maxGroups: MAX_GROUPS, maxOptions: MAX_OPTIONS },
    );
  },
};
