// A pricier option chosen for the visitor (a bad default: Gray et al. 2018's interface interference,
// Mathur et al.'s sneaking by pre-selection). Judged only where the options are comparable, so that a
// product's size or colour, a destination, a quantity or a billing period is never called a nudge:
//   - a group whose choices all carry a price (a "Free" or "No plan" choice counts as 0);
//   - the choice made at load costs more than the cheapest choice that can be chosen;
//   - and either the cheapest is nothing at all (no add-on, free delivery), or the choices differ
//     in neither quantity, size, duration nor billing period, and the group is not a size, colour,
//     variant, quantity or destination picker.
import '../../gatherers/deceptive/priced-options';
import type { PricedGroup, PricedOption } from '../../gatherers/deceptive/priced-options';
import { parseAmount } from '../../gatherers/deceptive/money';
import type { Audit } from '../../types';
import { REFERENCES } from './shared';

const PLACEHOLDER = /^\W*(?:choose|select|please|pick|--|—)/i;
const NOTHING = /\bfree\b|^\W*no(?:ne|,? thanks?)?\b|\bno (?:plan|cover(?:age)?|protection|insurance|warranty|add-?on|upgrade|extras?)\b|\bwithout\b/i;
/** Pickers whose choice is the visitor's own circumstance or taste, not a nudge. */
const NOT_COMPARABLE_GROUP = /\b(?:size|colou?r|variant|style|model|capacity|storage|quantity|qty|country|region|destination|currency|language|date|time|seat)\b/i;
const QUANTITY = /\b\d+(?:[.,]\d+)?\s*(?:x\b|×|-?pack|pcs|pieces?|bottles?|items?|units?|pairs?|ml\b|l\b|lit(?:re|er)s?|g\b|kg|oz|lbs?|gb|tb|cm|mm|inch(?:es)?|in\b|"|-?months?|-?years?|-?weeks?|-?days?|seats?|users?|people|persons?|tickets?|nights?)\b/i;
const SIZE = /^\W*(?:x{0,3}s|m|l|x{1,3}l|\d{1,3}(?:[.,]5)?)\W*$/i;
const PLACES = /\b(?:uk|eu|europe|usa?|world(?:wide)?|international|domestic|rest of|zone|mainland|islands?)\b/i;
const period = (text: string) => /\/\s?(?:mo|month)|\bper month\b|\bmonthly\b|\ba month\b/i.test(text) ? 'month' : /\/\s?(?:yr|year)|\bper year\b|\byearly\b|\bannual(?:ly)?\b|\ba year\b/i.test(text) ? 'year' : /\/\s?(?:wk|week)|\bweekly\b|\bper week\b/i.test(text) ? 'week' : 'once';

function price(option: PricedOption): number | null {
  if (option.amount !== null) return parseAmount(option.amount);
  return NOTHING.test(option.text) ? 0 : null;
}

export interface PricierDefault {
  group: PricedGroup;
  chosen: PricedOption;
  cheapest: PricedOption;
  difference: number;
}

/** The group's default when it is a pricier one among comparable choices, else null. */
export function pricierDefault(group: PricedGroup): PricierDefault | null {
  const options = group.options.filter((option) => !(option.amount === null && PLACEHOLDER.test(option.text)));
  const priced = options.map((option) => ({ option, price: price(option) }));
  if (priced.length < 2 || priced.some(({ price: value }) => value === null)) return null;
  const chosen = priced.find(({ option }) => option.chosen);
  const open = priced.filter(({ option }) => !option.disabled);
  if (!chosen || open.length < 2) return null;
  const cheapest = open.reduce((best, candidate) => (candidate.price! < best.price! ? candidate : best));
  const difference = chosen.price! - cheapest.price!;
  if (difference <= 0.004) return null;
  if (cheapest.price! > 0) {
    const bare = priced.map(({ option }) => option.text.replace(option.amount ?? '', ''));
    if (NOT_COMPARABLE_GROUP.test(group.name) || new Set(priced.map(({ option }) => period(option.text))).size > 1) return null;
    if (bare.some((text) => QUANTITY.test(text) || SIZE.test(text) || PLACES.test(text))) return null;
  }
  return { group, chosen: chosen.option, cheapest: cheapest.option, difference: Math.round(difference * 100) / 100 };
}

export const preselectedPricierOption: Audit<'PricedOptions'> = {
  meta: {
    id: 'preselected-pricier-option',
    category: 'deceptiveDesign',
    title: 'No pricier option is chosen in advance',
    failureTitle: 'A pricier option is chosen for the visitor',
    description:
      'Reads each group of priced choices (radio buttons, drop-downs) as the page first shows them, and finds where the choice made in advance costs more than the cheapest one, among choices that are comparable: a paid add-on or delivery preselected beside a free one, or a dearer plan of the same kind. Sizes, colours, quantities, destinations and billing periods are left alone. A default is kept by most visitors (the default effect), so a pricier default sells what the visitor did not choose.',
    recommendation: 'Preselect the cheapest choice, or none, and let the visitor pick a dearer one.',
    guide: '/guides/biases/default-effect',
    severity: 'serious',
    requiredArtifacts: ['PricedOptions'],
    references: REFERENCES.preTicked,
  },
  audit({ PricedOptions }) {
    if (PricedOptions.length === 0) return { outcome: 'not-applicable', explanation: 'No group of priced choices on the page' };
    const found = PricedOptions.map(pricierDefault).filter((verdict): verdict is PricierDefault => verdict !== null);
    if (found.length === 0) return { outcome: 'passed', details: { groups: PricedOptions.length } };
    return {
      outcome: 'failed',
      elements: found.map(({ chosen, cheapest, difference }) => ({ ...chosen.element, note: `“${chosen.text}” is chosen in advance; “${cheapest.text}” costs ${difference.toFixed(2)} less` })),
      displayValue: `${found.length} choice${found.length === 1 ? '' : 's'}`,
      details: {
        groups: found.map(({ group, chosen, cheapest, difference }) => ({ name: group.name, kind: group.kind, chosen: chosen.text, cheapest: cheapest.text, difference })),
        pattern: 'Sneaking / interface interference: a pricier option preselected (bad default)',
        bias: 'Default effect: most people keep what was chosen for them',
      },
    };
  },
};
