// Hidden costs (Mathur et al. 2019: charges revealed only late in the checkout, when the visitor has
// already invested in the purchase), judged from the cart walk: the total shown later in the flow is
// above the price advertised next to "Add to cart" by fees the page before adding never mentioned.
// Shipping and tax are not such fees (shops work them out from the address); a fee the product page
// named ("plus a $3.95 service fee") is disclosed.
import '../../gatherers/deceptive/cart-walk';
import type { CartWalk, MoneyLine } from '../../gatherers/deceptive/cart-walk';
import { lineKind, parseAmount } from '../../gatherers/deceptive/money';
import type { Audit } from '../../types';
import { REFERENCES } from './shared';

/** The price advertised with the add-to-cart control: the nearest price line to it, the largest if several are as near. */
export function advertisedPrice(before: readonly MoneyLine[]): MoneyLine | null {
  const candidates = before.filter((line) => !line.struck && !line.inControl && line.levels !== null && lineKind(line.label) === 'item' && parseAmount(line.amount) !== null && (parseAmount(line.amount) ?? 0) > 0);
  candidates.sort((a, b) => (a.levels ?? 0) - (b.levels ?? 0) || b.fontSizePx - a.fontSizePx);
  return candidates[0] ?? null;
}

const phrase = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}.,\s]/gu, ' ').replace(/\s+/g, ' ').trim();

/** Whether the page before adding named the fee: its label, or its amount beside a word of its label. */
export function disclosed(fee: MoneyLine, upFront: string): boolean {
  const text = phrase(upFront);
  const label = phrase(fee.label);
  if (label.length >= 3 && text.includes(label)) return true;
  const amount = parseAmount(fee.amount);
  if (amount === null) return false;
  const figure = amount.toFixed(2);
  const words = label.split(' ').filter((word) => word.length > 3);
  for (let at = text.indexOf(figure); at >= 0; at = text.indexOf(figure, at + 1)) {
    const around = text.slice(Math.max(0, at - 60), at + 60);
    if (words.some((word) => around.includes(word))) return true;
  }
  return false;
}

export interface HiddenCostVerdict {
  price: MoneyLine;
  total: { line: MoneyLine; step: CartWalk['steps'][number] };
  fees: MoneyLine[];
}

/** The walk's verdict: null when it has no price or reached no total; `fees` empty when nothing was hidden. */
export function judgeWalk(walk: CartWalk): HiddenCostVerdict | null {
  const price = advertisedPrice(walk.before);
  if (!price) return null;
  // The last step showing a total: the furthest the visitor was shown.
  for (const step of [...walk.steps].reverse()) {
    const totals = step.lines.filter((line) => !line.struck && !line.inControl && lineKind(line.label) === 'total' && parseAmount(line.amount) !== null);
    if (totals.length === 0) continue;
    const line = totals.reduce((best, candidate) => ((parseAmount(candidate.amount) ?? 0) > (parseAmount(best.amount) ?? 0) ? candidate : best));
    const summary = line.group === null ? step.lines.filter((other) => other.text.length <= 80) : step.lines.filter((other) => other.group === line.group);
    const fees = summary.filter((other) => !other.struck && !other.inControl && lineKind(other.label) === 'fee' && (parseAmount(other.amount) ?? 0) > 0 && !disclosed(other, walk.upFront));
    const above = (parseAmount(line.amount) ?? 0) - (parseAmount(price.amount) ?? 0) > 0.004;
    return { price, total: { line, step }, fees: above ? fees : [] };
  }
  return null;
}

const stepsOf = (walk: CartWalk) => walk.steps.map((step) => ({ kind: step.kind, url: step.url, via: step.via, lines: step.lines.map((line) => ({ text: line.text, kind: lineKind(line.label), amount: line.amount })) }));

export const hiddenCosts: Audit<'CartWalk'> = {
  meta: {
    id: 'hidden-costs',
    category: 'deceptiveDesign',
    title: 'The price shown is the price paid',
    failureTitle: 'Fees appear later in the checkout that the price did not show',
    description:
      'Clicks the page\'s add-to-cart control and follows the site\'s own cart and checkout controls (never typing, never paying), reads the price lines on each page, and compares the checkout\'s total with the price next to "Add to cart". Fees that first appear there (service, handling, processing, insurance…) are hidden costs (Mathur et al. 2019): shipping and tax are not counted, nor a fee the page named before adding.',
    recommendation: 'Show every fee the visitor must pay with the price itself ("$68.00 + $3.95 service fee"), or fold it into the price.',
    guide: '/guides/biases/sunk-cost-fallacy',
    severity: 'critical',
    requiredArtifacts: ['CartWalk'],
    references: REFERENCES.hiddenCosts,
  },
  audit({ CartWalk: walk }) {
    if (!walk) return { outcome: 'not-applicable', explanation: 'No add-to-cart control on the page' };
    const verdict = judgeWalk(walk);
    const details = { addToCart: walk.addToCart.text, stopped: walk.stopped, steps: stepsOf(walk) };
    if (!verdict) {
      const why = !advertisedPrice(walk.before) ? `no price was found next to “${walk.addToCart.text}”` : walk.stopped ? `the walk ended before any total was shown: ${walk.stopped}` : 'no total was shown in the cart or checkout';
      return { outcome: 'not-applicable', explanation: `The cart could not be compared: ${why}`, details };
    }
    const price = verdict.price.amount;
    const total = verdict.total.line.amount;
    const where = verdict.total.step.kind === 'checkout' ? 'at checkout' : verdict.total.step.kind === 'cart' ? 'in the cart' : 'after adding to the cart';
    const summary = { ...details, advertised: price, total, totalAt: verdict.total.step.url };
    if (verdict.fees.length === 0) return { outcome: 'passed', details: summary };
    const fees = verdict.fees.map((fee) => `${fee.label} ${fee.amount}`).join(', ');
    return {
      outcome: 'failed',
      elements: [
        { ...verdict.price.element, note: `Advertised “${price}”; ${where} (${verdict.total.step.url}) the total was ${total}, with ${fees} not shown before adding to the cart` },
        { ...walk.addToCart.element, note: `“${walk.addToCart.text}”: clicked to follow the cart` },
      ],
      displayValue: `${verdict.fees.length} hidden fee${verdict.fees.length === 1 ? '' : 's'}`,
      details: {
        ...summary,
        fees: verdict.fees.map((fee) => ({ label: fee.label, amount: fee.amount, text: fee.text })),
        pattern: 'Sneaking: hidden costs',
        bias: 'Sunk cost: by checkout the visitor has invested time and commitment, so a late fee is paid rather than the purchase abandoned',
      },
    };
  },
};
