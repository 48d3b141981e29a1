import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StoredResponse } from '@sightline/db';
import { Segment, textWords } from '../../src/surveys/answer-segment';
import { answerKeys, countWords, jsonContains } from '../../src/surveys/answer-tally';
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
    // Ids are read back as bytes and made into text one by one when asked for.
    expect(back.id(699)).toBe(responses[699]!.id);
    expect(back.rowsAmong(new Set([responses[600]!.id, responses[3]!.id, '00000000-0000-4000-8000-999999999999']))).toEqual([3, 600]);
    expect(segment.rowsAmong(new Set([responses[600]!.id, responses[3]!.id]))).toEqual([3, 600]);
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

  it('splits texts into lower-case words of letters, digits and apostrophes, without one-letter words', () => {
    expect(textWords("Don't STOP — it's fast, FAST! 'Quoted' x 42 a_b")).toEqual(["don't", 'stop', "it's", 'fast', 'fast', 'quoted', '42']);
    expect(textWords('Éclair crème, naïve')).toEqual(['éclair', 'crème', 'naïve']);
    // 𝒜 is one letter in two UTF-16 units; 𝒜𝒜 is two.
    expect(textWords('𝒜 𝒜𝒜 ok')).toEqual(['𝒜𝒜', 'ok']);
  });

  it('counts the words of a text question but the stop words, from a block read back as from responses held in memory', () => {
    const stop = new Set(STOP_WORDS);
    const responses = [response(1, { t: "Don't stop: it's FAST" }), response(2, { t: 'fast and clean' }), response(3, { t: 'Fast' }), response(4, { t: 3, c: { other: 'fast' } })];
    const all = (segment: Segment) => [{ segment, rows: Uint32Array.from(responses.keys()) }];
    const expected = new Map([
      ['stop', 1],
      ['fast', 3],
      ['clean', 1],
    ]);
    const held = Segment.of('complete', responses);
    expect(countWords(all(held), 't', stop)).toEqual(expected);
    const read = Segment.decode(held.encode());
    // The block holds the words: none are worked out again.
    expect(read.columns.get('t')!.words?.vocabulary).toEqual(["don't", 'stop', "it's", 'fast', 'and', 'clean']);
    expect(read.columns.get('c')!.words).toBeUndefined();
    expect(countWords(all(read), 't', stop)).toEqual(expected);
    // Only the third response of the block.
    expect(countWords([{ segment: read, rows: Uint32Array.of(2) }], 't', stop)).toEqual(new Map([['fast', 1]]));
  });

  it('reads blocks written before they held their words (format 1)', () => {
    // A block as format 1 wrote it: the header without words, the ids, times, versions, shown lists and one column's places.
    const header = Buffer.from(JSON.stringify({ format: 1, status: 'complete', size: 1, versions: ['v1'], shownLists: [['t']], columns: [{ id: 't', values: ['Quick start'] }] }));
    const parts = [header, Buffer.from('00000000000040008000000000000001', 'hex'), Buffer.from(Float64Array.of(1).buffer), Buffer.of(0), Buffer.of(0), Buffer.of(1)];
    const lengths = Buffer.alloc(4 * (parts.length + 1));
    lengths.writeUInt32LE(parts.length, 0);
    parts.forEach((part, index) => lengths.writeUInt32LE(part.byteLength, 4 * (index + 1)));
    const segment = Segment.decode(deflateRawSync(Buffer.concat([lengths, ...parts])));
    expect(segment.ids).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(countWords([{ segment, rows: Uint32Array.of(0) }], 't', new Set())).toEqual(
      new Map([
        ['quick', 1],
        ['start', 1],
      ]),
    );
  });
});
