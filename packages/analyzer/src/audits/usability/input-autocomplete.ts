import type { Audit } from '../../types';
import { autocompleteToken, fieldPurpose } from './field-purpose';

export const inputAutocomplete: Audit<'FormFields'> = {
  meta: {
    id: 'input-autocomplete',
    category: 'usability',
    title: 'Personal-data fields declare their purpose with autocomplete',
    failureTitle: 'Personal-data fields lack an autocomplete token',
    description:
      'An `autocomplete` token (name, email, tel, postal-code…) lets browsers fill the field and assistive technology identify it; without it everyone types their details again, which is slow on phones and hard for people with motor or memory impairments.',
    recommendation: 'Add the matching token, e.g. autocomplete="email", "given-name", "tel", "street-address", "postal-code"; never autocomplete="off" on personal data.',
    guide: '/guides/cognitive-load',
    severity: 'moderate',
    wcag: ['1.3.5'],
    requiredArtifacts: ['FormFields'],
  },
  audit({ FormFields }) {
    const personal = FormFields.filter((f) => {
      const purpose = fieldPurpose(f);
      return purpose !== null && purpose !== 'quantity' && f.type !== 'search';
    });
    if (personal.length === 0) return { outcome: 'not-applicable', explanation: 'No fields asking for personal data.' };
    const missing = personal.filter((f) => autocompleteToken(f) === null);
    const score = 1 - missing.length / personal.length;
    const displayValue = `${missing.length} of ${personal.length} personal-data fields without autocomplete`;
    if (missing.length === 0) return { outcome: 'passed', score, displayValue };
    return {
      outcome: 'failed',
      score,
      displayValue,
      elements: missing.map((f) => ({
        selector: f.selector,
        snippet: f.snippet,
        rect: f.rect,
        note: `Looks like ${fieldPurpose(f)}; autocomplete is ${f.autocomplete === null ? 'missing' : `"${f.autocomplete}"`}`,
      })),
    };
  },
};
