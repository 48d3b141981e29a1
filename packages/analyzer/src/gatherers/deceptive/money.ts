// Prices in page text, and what a cart or checkout line is for: the parsing and labelling that the
// cart walk (cart-walk.ts) reads in the page and the hidden-costs audit judges in Node.

/** An amount with its currency, as pages write it: $68.00, £6.99, 12,50 €, EUR 1.234,00, 99 kr. Read in the page, so a plain source. */
export const MONEY_SOURCE = String.raw`(?:(?:US|A|C|NZ|HK|S)?[$£€¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|SEK|NOK|DKK|PLN|JPY)\b)\s?-?\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?|\b\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?\s?(?:[$£€]|\b(?:USD|EUR|GBP|CHF|kr|zł|Kč|Ft)\b)`;

/** The number in an amount's text: "1.234,50 €" is 1234.5, "$1,234.50" too; "€12" is 12. */
export function parseAmount(text: string): number | null {
  const match = /-?\d[\d.,\u00a0\u202f ]*/.exec(text);
  if (!match) return null;
  let digits = match[0].replace(/[\u00a0\u202f ]/g, '').replace(/[.,]$/, '');
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  // A separator followed by one or two digits is the decimal point; by three, a thousands separator.
  if (last >= 0 && digits.length - last - 1 <= 2) digits = `${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`;
  else digits = digits.replace(/[.,]/g, '');
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

export type LineKind = 'total' | 'subtotal' | 'shipping' | 'tax' | 'discount' | 'fee' | 'item';

// Labels of a summary's lines in English and the languages of the larger European shops.
const KINDS: Array<[Exclude<LineKind, 'item'>, RegExp]> = [
  ['subtotal', /\bsub-?\s?total\b|\bzwischensumme\b|\bsous-total\b|\bsubtotale\b|\bsubtotaal\b|\bitems? total\b|\bmerchandise\b/i],
  ['discount', /\bdiscount|\bsavings?\b|\bcoupon|\bpromo(?:tion)?\b|\bvoucher|\brabatt|\bremise\b|\bdescuento|\bsconto\b|\bkorting\b|\byou save\b/i],
  ['shipping', /\bshipping\b|\bdelivery\b|\bpostage\b|\bfreight\b|\bversand|\blieferung|\blivraison\b|\benv[ií]o\b|\bspedizione\b|\bverzend|\bporto\b/i],
  ['tax', /\btax(?:es)?\b|\bvat\b|\bgst\b|\bhst\b|\bpst\b|\bmwst\b|\bust\b|\btva\b|\biva\b|\bbtw\b|\bmoms\b|\bduties\b/i],
  ['total', /\btotal\b|\bamount (?:due|payable|to pay)\b|\b(?:you|to) pay\b|\bgesamt|\bsumme\b|\btotale\b|\btotaal\b|\bimporte total\b|\bsuma\b/i],
  [
    'fee',
    /\bfees?\b|\bcharges?\b|\bsurcharge|\bhandling\b|\bprocessing\b|\bservice\b|\badmin(?:istration)?\b|\bbooking\b|\bconvenience\b|\bplatform\b|\binsurance\b|\bprotection\b|\bwarranty\b|\bcare plan\b|\bdonation\b|\bgift ?wrap|\bpackaging\b|\btip\b|\bpriority\b|\benvironmental\b|\brecycling\b|\bsmall order\b|\bgebühr|\bfrais\b|\btarifa\b|\bcommission|\btoeslag\b|\bkosten\b/i,
  ],
];

/** What a summary line is, by its label: discounts first ("Total savings"), then totals, so "Total incl. VAT" is a total. */
export function lineKind(label: string): LineKind {
  if (KINDS[1]![1].test(label)) return 'discount';
  if (/\btotal\b|\bgesamt|\bsumme\b|\btotale\b|\btotaal\b/i.test(label) && !/\bsub-?\s?total|\bzwischensumme|\bsous-total|\bsubtotal/i.test(label) && !/\b(?:tax|vat) total\b/i.test(label)) return 'total';
  for (const [kind, pattern] of KINDS) if (pattern.test(label)) return kind;
  return 'item';
}

/** Words of a fee's label that say what it is, for finding it in the earlier pages' text ("Service fee" → ["service"]). */
export function feeWords(label: string): string[] {
  const generic = new Set(['fee', 'fees', 'charge', 'charges', 'surcharge', 'cost', 'costs', 'the', 'a', 'an', 'of', 'and', 'per', 'order', 'your', 'for', 'plus', 'added']);
  return label
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !generic.has(word));
}
