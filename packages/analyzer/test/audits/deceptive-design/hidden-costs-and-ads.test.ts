import { describe, expect, it } from 'vitest';
import { disguisedAds } from '../../../src/audits/deceptive-design/disguised-ads';
import { advertisedPrice, disclosed, hiddenCosts } from '../../../src/audits/deceptive-design/hidden-costs';
import type { CartWalk, MoneyLine } from '../../../src/gatherers/deceptive/cart-walk';
import type { AdUnit } from '../../../src/gatherers/deceptive/disguised-ads';
import { lineKind, parseAmount } from '../../../src/gatherers/deceptive/money';
import type { AuditContext, AuditResult, ElementRef } from '../../../src/types';

const context = {} as AuditContext;
const ref = (selector: string): ElementRef => ({ selector, snippet: `<p id="${selector.slice(1)}">`, rect: { x: 0, y: 0, width: 10, height: 10 } });
const one = (result: AuditResult | AuditResult[]) => (Array.isArray(result) ? result[0]! : result);
const line = (label: string, amount: string, over: Partial<MoneyLine> = {}): MoneyLine => ({ text: `${label} ${amount}`.trim(), label, amount, element: ref(`#${label.replace(/\W+/g, '') || 'price'}`), struck: false, inControl: false, fontSizePx: 16, group: '#summary', levels: null, ...over });
const walk = (before: MoneyLine[], summary: MoneyLine[], upFront = ''): CartWalk => ({
  addToCart: { element: ref('#add'), text: 'Add to cart' },
  before,
  upFront,
  steps: [{ kind: 'added', url: 'https://shop.test/p', via: 'Add to cart', lines: [] }, { kind: 'checkout', url: 'https://shop.test/checkout', via: 'Checkout', lines: summary }],
  stopped: null,
});

describe('hidden costs', () => {
  it('reads amounts as pages write them and labels summary lines', () => {
    expect(parseAmount('$1,234.50')).toBe(1234.5);
    expect(parseAmount('1.234,50 €')).toBe(1234.5);
    expect(parseAmount('€12')).toBe(12);
    expect(parseAmount('£6.99')).toBe(6.99);
    expect(parseAmount('EUR 1 299,00')).toBe(1299);
    expect(['Subtotal', 'Total (incl. VAT)', 'Shipping', 'VAT 20%', 'Service fee', 'Handling', 'Total savings', 'Classic linen shirt × 1', 'Versandkosten', 'Frais de service'].map(lineKind)).toEqual([
      'subtotal',
      'total',
      'shipping',
      'tax',
      'fee',
      'fee',
      'discount',
      'item',
      'shipping',
      'fee',
    ]);
  });

  it('takes the price nearest the add-to-cart control, not an old, a shipping or an option price', () => {
    const price = line('', '$68.00', { levels: 1, fontSizePx: 28 });
    const before = [line('', '$90.00', { levels: 1, struck: true }), line('Standard shipping', '$5.00', { levels: 1 }), line('Add protection', '$9.00', { levels: 0, inControl: true }), line('Trousers', '$45.00', { levels: 4 }), price];
    expect(advertisedPrice(before)).toBe(price);
  });

  it('counts a fee as disclosed when the page before adding named it, by its words or its amount beside them', () => {
    expect(disclosed(line('Service fee', '$3.95'), 'Classic shirt $68.00 plus a $3.95 service fee per order')).toBe(true);
    expect(disclosed(line('Booking fee', '$2.50'), 'A 2.50 booking charge applies')).toBe(true);
    expect(disclosed(line('Service fee', '$3.95'), 'Customer service: call us. $68.00')).toBe(false);
  });

  it('fails on undisclosed fees that put the total above the price; shipping, tax and disclosed fees pass', () => {
    const before = [line('', '$68.00', { levels: 1 })];
    const honest = walk(before, [line('Shirt', '$68.00'), line('Shipping', '$5.00'), line('VAT', '$0.00'), line('Total', '$73.00')]);
    expect(one(hiddenCosts.audit({ CartWalk: honest }, context))).toMatchObject({ outcome: 'passed', details: { advertised: '$68.00', total: '$73.00' } });
    const named = walk(before, [line('Shirt', '$68.00'), line('Service fee', '$3.95'), line('Total', '$71.95')], 'Price $68.00 plus a $3.95 service fee');
    expect(one(hiddenCosts.audit({ CartWalk: named }, context)).outcome).toBe('passed');
    const hidden = one(hiddenCosts.audit({ CartWalk: walk(before, [line('Shirt', '$68.00'), line('Handling', '$2.00'), line('Service fee', '$3.95'), line('Total', '$73.95'), line('Processing fee', '$1.00', { group: '#elsewhere' })]) }, context));
    expect(hidden).toMatchObject({ outcome: 'failed', displayValue: '2 hidden fees', details: { fees: [{ label: 'Handling' }, { label: 'Service fee' }] } });
    expect(hidden.elements?.[0]?.note).toBe('Advertised “$68.00”; at checkout (https://shop.test/checkout) the total was $73.95, with Handling $2.00, Service fee $3.95 not shown before adding to the cart');
  });

  it('says why a walk could not be compared, and passes over pages without a cart', () => {
    expect(one(hiddenCosts.audit({ CartWalk: null }, context)).outcome).toBe('not-applicable');
    const stopped = { ...walk([line('', '$68.00', { levels: 1 })], []), stopped: 'robots.txt does not allow /checkout' };
    expect(one(hiddenCosts.audit({ CartWalk: stopped }, context)).explanation).toBe('The cart could not be compared: the walk ended before any total was shown: robots.txt does not allow /checkout');
  });
});

describe('disguised ads', () => {
  const ad = (over: Partial<AdUnit>): AdUnit => ({ element: ref('#ad'), sign: 'ad markup', text: 'Download now', label: null, targetHost: 'ad.doubleclick.net', mimics: 'control', similarity: null, ...over });

  it('fails only an unlabelled ad dressed as content or a control', () => {
    expect(one(disguisedAds.audit({ DisguisedAds: [] }, context)).outcome).toBe('not-applicable');
    expect(one(disguisedAds.audit({ DisguisedAds: [ad({ label: 'Advertisement' }), ad({ mimics: null })] }, context)).outcome).toBe('passed');
    const result = one(disguisedAds.audit({ DisguisedAds: [ad({}), ad({ element: ref('#tile'), sign: 'ad host link', text: 'Organic cotton tee', mimics: 'content', similarity: 0.9, targetHost: 'googleadservices.com' })] }, context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '2 ads' });
    expect(result.elements?.map((element) => element.note)).toEqual([
      'An ad drawn as the page’s own button, with no ad label (ad markup, to ad.doubleclick.net): “Download now”',
      'An ad drawn like the list’s other items (90 % alike), with no ad label (ad host link, to googleadservices.com): “Organic cotton tee”',
    ]);
  });
});
