import { describe, expect, it } from 'vitest';
import { inputContextChange } from '../../../src/audits/accessibility/input-context-change';
import { context, element, single } from './helpers';

const run = (changes: Array<string | null>) =>
  single(inputContextChange.audit({ InputChanges: changes.map((contextChange, index) => ({ element: element(`select:nth-of-type(${index + 1})`), contextChange })) }, context));

describe('input-context-change', () => {
  it('fails a field whose change opens a window', () => {
    const result = run([null, 'opens a new window']);
    expect(result.outcome).toBe('failed');
    expect(result.elements?.map((ref) => ref.note)).toEqual(['Changing it opens a new window.']);
  });
  it('passes fields that only change their value', () => expect(run([null, null]).outcome).toBe('passed'));
  it('does not apply without fields', () => expect(run([]).outcome).toBe('not-applicable'));
});
