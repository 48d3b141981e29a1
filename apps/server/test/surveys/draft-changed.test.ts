import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/surveys/draft-changed';

describe('canonicalJson', () => {
  it('is the same for the same value whatever the order of its keys, at any depth', () => {
    const a = { title: 'T', questions: [{ id: 'q1', options: [{ id: 'a', label: 'A' }], type: 'single_choice' }], thankYou: { title: 'Thanks', body: 'B' } };
    const b = { thankYou: { body: 'B', title: 'Thanks' }, questions: [{ type: 'single_choice', options: [{ label: 'A', id: 'a' }], id: 'q1' }], title: 'T' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(b)).toBe('{"questions":[{"id":"q1","options":[{"id":"a","label":"A"}],"type":"single_choice"}],"thankYou":{"body":"B","title":"Thanks"},"title":"T"}');
  });

  it('tells apart what differs: a value, the order of a list, a key present or not', () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
    expect(canonicalJson({ list: [1, 2] })).not.toBe(canonicalJson({ list: [2, 1] }));
    expect(canonicalJson({ a: 1, b: false })).not.toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
  });
});
