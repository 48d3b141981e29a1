import { describe, expect, it } from 'vitest';
import { preselectedPricierOption, pricierDefault } from '../../../src/audits/deceptive-design/preselected-pricier-option';
import type { PricedGroup } from '../../../src/gatherers/deceptive/priced-options';
import type { AuditContext, AuditResult, ElementRef } from '../../../src/types';

const context = {} as AuditContext;
const ref = (selector: string): ElementRef => ({ selector, snippet: '<label>', rect: { x: 0, y: 0, width: 10, height: 10 } });
const one = (result: AuditResult | AuditResult[]) => (Array.isArray(result) ? result[0]! : result);
/** A group from "text" lines; the one starting with * is chosen, with ! disabled. */
const group = (name: string, lines: string[], kind: PricedGroup['kind'] = 'radio'): PricedGroup => ({
  kind,
  name,
  element: ref('#group'),
  options: lines.map((line, index) => {
    const text = line.replace(/^[*!]+/, '');
    return { text, amount: /[$£€]\s?\d+(?:\.\d{2})?/.exec(text)?.[0] ?? null, chosen: line.startsWith('*'), disabled: line.startsWith('!'), element: ref(`#o${index}`) };
  }),
});

describe('preselected pricier option', () => {
  it('finds a paid add-on or delivery chosen beside a free one, and a dearer plan of the same kind', () => {
    expect(pricierDefault(group('Care plan', ['No care plan', '*2-year care plan – $9.00', '3-year care plan – $14.00']))).toMatchObject({ difference: 9, cheapest: { text: 'No care plan' } });
    expect(pricierDefault(group('Delivery', ['Standard delivery – Free', '*Express delivery – $6.00']))?.difference).toBe(6);
    expect(pricierDefault(group('Plan', ['Basic – $9.00/month', '*Premium – $19.00/month']))?.difference).toBe(10);
    expect(pricierDefault(group('Plan', ['Choose a plan', 'Basic – $9.00', '*Premium – $19.00'], 'select'))?.difference).toBe(10);
  });

  it('leaves the cheapest default, sizes, colours, quantities, periods, destinations and unpriced choices alone', () => {
    expect(pricierDefault(group('Delivery', ['*Standard delivery – $5.00', 'Express delivery – $12.00']))).toBeNull();
    expect(pricierDefault(group('Size', ['S – $20.00', '*L – $22.00']))).toBeNull();
    expect(pricierDefault(group('Options', ['S – $20.00', '*XL – $22.00']))).toBeNull();
    expect(pricierDefault(group('Colour', ['White – $68.00', '*Sage – $72.00']))).toBeNull();
    expect(pricierDefault(group('Pack', ['1 bottle – $20.00', '*3 bottles – $50.00']))).toBeNull();
    expect(pricierDefault(group('Billing', ['Monthly – $12.00/month', '*Yearly – $120.00/year']))).toBeNull();
    expect(pricierDefault(group('Shipping to', ['UK – $3.95', '*Europe – $7.95']))).toBeNull();
    expect(pricierDefault(group('Wrapping', ['Plain paper', '*Gift box – $4.00']))).toBeNull();
    // The cheaper choice cannot be taken: the default is the cheapest open one.
    expect(pricierDefault(group('Delivery', ['!Standard delivery – $5.00', '*Express delivery – $12.00']))).toBeNull();
  });

  it('reports each pricier default with what it costs over the cheapest', () => {
    expect(one(preselectedPricierOption.audit({ PricedOptions: [] }, context)).outcome).toBe('not-applicable');
    expect(one(preselectedPricierOption.audit({ PricedOptions: [group('Delivery', ['*Standard – $5.00', 'Express – $12.00'])] }, context)).outcome).toBe('passed');
    const result = one(preselectedPricierOption.audit({ PricedOptions: [group('Delivery', ['Standard delivery – Free', '*Express delivery – $6.00'])] }, context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 choice', elements: [{ selector: '#o1', note: '“Express delivery – $6.00” is chosen in advance; “Standard delivery – Free” costs 6.00 less' }] });
  });
});
