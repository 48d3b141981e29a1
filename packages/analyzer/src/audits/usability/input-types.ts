import type { Audit } from '../../types';
import type { FieldPurpose } from './field-purpose';
import { fieldPurpose } from './field-purpose';

/** The input type (or inputmode) that brings up the right phone keyboard for a purpose. */
const FITTING: Partial<Record<FieldPurpose, { what: string; types: string[]; inputmodes: string[] }>> = {
  email: { what: 'an email address', types: ['email'], inputmodes: ['email'] },
  tel: { what: 'a phone number', types: ['tel'], inputmodes: ['tel'] },
  url: { what: 'a web address', types: ['url'], inputmodes: ['url'] },
  quantity: { what: 'a number', types: ['number'], inputmodes: ['numeric', 'decimal'] },
};

export const inputTypes: Audit<'FormFields'> = {
  meta: {
    id: 'input-types',
    category: 'usability',
    title: 'Fields use input types that fit their content',
    failureTitle: 'Some fields use a plain text input for email, phone, URL or number entry',
    description:
      'type="email", "tel", "url" and "number" bring up the matching keyboard on phones and let the browser check the value; a plain text field makes every visitor switch keyboards by hand.',
    recommendation: 'Use type="email" for email addresses, type="tel" for phone numbers, type="url" for web addresses and type="number" (or inputmode="numeric") for quantities.',
    guide: '/guides/cognitive-load',
    severity: 'moderate',
    requiredArtifacts: ['FormFields'],
  },
  audit({ FormFields }) {
    const checked = FormFields.flatMap((f) => {
      const purpose = fieldPurpose({ ...f, type: 'text' });
      const fitting = purpose && FITTING[purpose];
      return fitting && f.tag === 'input' && (f.type === 'text' || f.type === 'search' || fitting.types.includes(f.type)) ? [{ f, fitting }] : [];
    });
    if (checked.length === 0) return { outcome: 'not-applicable', explanation: 'No email, phone, URL or quantity fields.' };
    const wrong = checked.filter(({ f, fitting }) => !fitting.types.includes(f.type) && !fitting.inputmodes.includes(f.inputmode ?? ''));
    const score = 1 - wrong.length / checked.length;
    const displayValue = `${wrong.length} of ${checked.length} fields with an unfitting type`;
    if (wrong.length === 0) return { outcome: 'passed', score, displayValue };
    return {
      outcome: 'failed',
      score,
      displayValue,
      elements: wrong.map(({ f, fitting }) => ({
        selector: f.selector,
        snippet: f.snippet,
        rect: f.rect,
        note: `Asks for ${fitting.what} but has type="${f.type}"; use type="${fitting.types[0]}"`,
      })),
    };
  },
};
