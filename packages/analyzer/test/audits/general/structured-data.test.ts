import { describe, expect, it } from 'vitest';
import { structuredData } from '../../../src/audits/general/structured-data';
import { auditContext, element } from '../../helpers/artifacts';

const block = (text: string) => ({ text, element: element('script') });

describe('structured-data', () => {
  it('passes typed JSON-LD objects, graphs and arrays', () => {
    const result = structuredData.audit({ JsonLd: [block('{"@type":"Product","name":"Shoe"}'), block('{"@context":"https://schema.org","@graph":[]}'), block('[{"@type":"Thing"}]')] }, auditContext());
    expect(result).toMatchObject({ outcome: 'passed', displayValue: '3 blocks' });
  });
  it('fails syntax errors and untyped items, with the parser message', () => {
    const result = structuredData.audit({ JsonLd: [block('{"@type":"Product",}'), block('{"name":"x"}')] }, auditContext());
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '2 of 2 blocks invalid' });
    expect(!Array.isArray(result) && result.elements?.[1]?.note).toBe('An item has no @type');
  });
  it('does not apply without JSON-LD', () => {
    expect(structuredData.audit({ JsonLd: [] }, auditContext())).toMatchObject({ outcome: 'not-applicable' });
  });
});
