import { describe, expect, it } from 'vitest';
import type { StoredResponse } from '@sightline/db';
import { Segment } from '../../src/surveys/answer-segment';
import { answerKeys, jsonContains, textWords } from '../../src/surveys/answer-tally';
import { STOP_WORDS } from '../../src/surveys/stop-words';

const response = (index: number, answers: Record<string, unknown>, versionId = 'v1'): StoredResponse => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  status: 'complete',
  versionId,
  at: 1_764_000_000_000_000 + index * 1_000_001,
  revision: 1_764_000_000_000_000 + index,
  shown: index % 2 === 0 ? ['a', 'b'] : ['a'],
  answers,
});

describe('answer segments', () => {
  it('encode and decode to the same responses, answers and places, however many distinct answers a question has', () => {
    const responses = Array.from({ length: 700 }, (_, i) =>
      response(
        i,
        i % 3 === 0 ? { a: { choice: `o${i % 4}` }, n: i / 2, t: `text ${i} ✓` } : { a: { choices: ['x', 'y'], other: 'Ünïcode' }, m: { r1: 'c1' }, z: null, t: i },
        i < 350 ? 'v1' : 'v2',
      ),
    );
    const segment = Segment.of('complete', responses);
    // 700 distinct numbers would not fit 8 bits.
    expect(segment.columns.get('t')!.places).toBeInstanceOf(Uint16Array);
    expect(segment.columns.get('a')!.places).toBeInstanceOf(Uint8Array);
    const back = Segment.decode(segment.encode());
    expect(back.ids).toEqual(responses.map((r) => r.id));
    expect([...back.at]).toEqual(responses.map((r) => r.at));
    expect(back.status).toBe('complete');
    for (const [row, original] of responses.entries()) {
      expect(back.versions[back.version[row]!]).toBe(original.versionId);
      expect(back.shownLists[back.shown[row]!]).toEqual(original.shown);
      const answers: Record<string, unknown> = {};
      for (const [questionId, column] of back.columns) if (column.places[row]! > 0) answers[questionId] = column.values[column.places[row]! - 1];
      expect(answers).toEqual(original.answers);
    }
  });

  it('refuses cut-off data', () => {
    const data = Segment.of('complete', [response(1, { a: 1 })]).encode();
    expect(() => Segment.decode(data.subarray(0, data.length - 3))).toThrow();
  });
});

describe('answer tallies', () => {
  it('decides containment as jsonb @> does (the examples of the PostgreSQL manual, 8.14.3)', () => {
    const cases: Array<[unknown, unknown, boolean]> = [
      ['foo', 'foo', true],
      [[1, 2, 3], [1, 3], true],
      [[1, 2, 3], [3, 1], true],
      [[1, 2, 3], [1, 2, 2], true],
      [{ product: 'PostgreSQL', version: 9.4, jsonb: true }, { version: 9.4 }, true],
      [[1, 2, [1, 3]], [1, 3], false],
      [[1, 2, [1, 3]], [[1, 3]], true],
      [{ foo: { bar: 'baz' } }, { bar: 'baz' }, false],
      [{ foo: { bar: 'baz' } }, { foo: {} }, true],
      [['foo', 'bar'], 'foo', true],
      ['foo', ['foo'], false],
      [{ choices: ['o1', 'o2'] }, { choices: ['o2'] }, true],
      [{ choices: ['o1', 'o2'] }, { choices: 'o2' }, false],
      [3, 3, true],
      [true, 1, false],
    ];
    for (const [value, pattern, contains] of cases) expect({ value, pattern, contains: jsonContains(value, pattern) }).toEqual({ value, pattern, contains });
  });

  it('counts an answer by the keys of the way its question is counted', () => {
    expect(answerKeys({ choice: 'o1' }, 'single')).toEqual(['answered', 'choice:o1']);
    expect(answerKeys({ choice: 'o1' }, 'multiple')).toEqual(['answered']);
    expect(answerKeys({ choices: ['a', 'b'], other: 'x' }, 'multiple')).toEqual(['answered', 'other', 'choice:a', 'choice:b']);
    expect(answerKeys({ special: 'dont_know' }, 'matrix')).toEqual(['answered', 'special:dont_know']);
    expect(answerKeys({ r1: 'c2', r2: null }, 'matrix')).toEqual(['answered', 'cell:r1:c2']);
    expect(answerKeys(['b', 'a'], 'ranking')).toEqual(['answered', 'rank:b:1', 'rank:a:2']);
    expect(answerKeys(false, 'scalar')).toEqual(['answered', 'value:false']);
    expect(answerKeys(2.5, 'scalar')).toEqual(['answered', 'value:2.5']);
    expect(answerKeys('7', 'scalar')).toEqual(['answered']);
    // A choice that is not text is written as jsonb writes it.
    expect(answerKeys({ choice: { a: [1, 2] } }, 'single')).toEqual(['answered', 'choice:{"a": [1, 2]}']);
  });

  it('splits texts into lower-case words of letters, digits and apostrophes, without one-letter and stop words', () => {
    const stop = new Set(STOP_WORDS);
    expect(textWords("Don't STOP — it's fast, FAST! 'Quoted' x 42 a_b", stop)).toEqual(['stop', 'fast', 'fast', 'quoted', '42']);
    expect(textWords('Éclair crème, naïve', stop)).toEqual(['éclair', 'crème', 'naïve']);
  });
});
