import { describe, expect, it } from 'vitest';
import { fieldPurpose } from '../../../src/audits/usability/field-purpose';
import { formLabels } from '../../../src/audits/usability/form-labels';
import { inputAutocomplete } from '../../../src/audits/usability/input-autocomplete';
import { inputTypes } from '../../../src/audits/usability/input-types';
import type { FormField } from '../../../src/gatherers/usability/form-fields';
import { mobileContext, ref, single } from './context';

function field(extra: Partial<FormField>): FormField {
  return {
    ...ref(extra.name ?? 'field'),
    tag: 'input',
    type: 'text',
    name: '',
    id: '',
    autocomplete: null,
    formAutocomplete: null,
    inputmode: null,
    placeholder: '',
    labelText: '',
    ariaLabel: '',
    title: '',
    ...extra,
  };
}

describe('fieldPurpose', () => {
  it('reads the autocomplete token first, then names and labels in several languages', () => {
    expect(fieldPurpose(field({ name: 'x', autocomplete: 'shipping postal-code' }))).toBe('postal-code');
    expect(fieldPurpose(field({ name: 'userEmail' }))).toBe('email');
    expect(fieldPurpose(field({ labelText: 'Vorname' }))).toBe('given-name');
    expect(fieldPurpose(field({ placeholder: 'Teléfono' }))).toBe('tel');
    expect(fieldPurpose(field({ name: 'first_name' }))).toBe('given-name');
    expect(fieldPurpose(field({ labelText: 'Your name' }))).toBe('name');
    expect(fieldPurpose(field({ name: 'message', labelText: 'Message' }))).toBeNull();
  });
});

describe('form-labels', () => {
  it('accepts a label, aria-label or title', () => {
    const fields = [field({ labelText: 'Email' }), field({ ariaLabel: 'Search' }), field({ title: 'Code' })];
    expect(single(formLabels.audit({ FormFields: fields }, mobileContext)).outcome).toBe('passed');
  });
  it('fails a field with only a placeholder and says so', () => {
    const r = single(formLabels.audit({ FormFields: [field({ name: 'email', placeholder: 'Email' }), field({ labelText: 'Name' })] }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.score).toBe(0.5);
    expect(r.elements?.[0]?.note).toBe('Only a placeholder ("Email")');
  });
  it('is not applicable without fields', () => {
    expect(single(formLabels.audit({ FormFields: [] }, mobileContext)).outcome).toBe('not-applicable');
  });
});

describe('input-types', () => {
  it('fails a text field asking for an email address or phone number', () => {
    const r = single(inputTypes.audit({ FormFields: [field({ name: 'email' }), field({ name: 'phone', labelText: 'Phone' })] }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.elements?.map((e) => e.note)).toEqual([
      'Asks for an email address but has type="text"; use type="email"',
      'Asks for a phone number but has type="text"; use type="tel"',
    ]);
  });
  it('accepts the fitting type or inputmode', () => {
    const fields = [field({ name: 'email', type: 'email' }), field({ name: 'qty', inputmode: 'numeric' }), field({ name: 'website', type: 'url' })];
    expect(single(inputTypes.audit({ FormFields: fields }, mobileContext)).outcome).toBe('passed');
  });
  it('is not applicable when no field has such a purpose', () => {
    expect(single(inputTypes.audit({ FormFields: [field({ name: 'message' })] }, mobileContext)).outcome).toBe('not-applicable');
  });
});

describe('input-autocomplete (WCAG 1.3.5)', () => {
  it('fails personal-data fields without a purpose token, including autocomplete="off"', () => {
    const r = single(
      inputAutocomplete.audit(
        { FormFields: [field({ name: 'email', type: 'email' }), field({ name: 'zip', autocomplete: 'off' }), field({ name: 'name', autocomplete: 'name' })] },
        mobileContext,
      ),
    );
    expect(r.outcome).toBe('failed');
    expect(r.elements?.map((e) => e.selector)).toEqual(['email', 'zip']);
  });
  it('passes tokens and ignores search boxes and non-personal fields', () => {
    const fields = [field({ name: 'tel', type: 'tel', autocomplete: 'tel' }), field({ name: 'q', type: 'search', labelText: 'Search by name' }), field({ name: 'comment' })];
    expect(single(inputAutocomplete.audit({ FormFields: fields }, mobileContext)).outcome).toBe('passed');
  });
});
