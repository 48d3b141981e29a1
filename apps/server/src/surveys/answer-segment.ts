import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { StoredResponse, SurveyResponseStatus } from '@sightline/db';

type Places = Uint8Array | Uint16Array | Uint32Array;

/**
 * One question's answers in a segment: each distinct answer once (`values`, as stored), and per
 * response the place of its answer in that list, from 1 (0: no answer). Respondents give the same
 * few answers (options, scale points), so counting a question is counting small integers, and
 * whatever is worked out from an answer is worked out once per distinct one (the memos).
 */
export interface Column {
  values: unknown[];
  places: Places;
  /** The words of its texts, once worked out (columnWords): stored in a block, so a block read back has them. */
  words?: ColumnWords;
  /** What answer-tally.ts worked out from the distinct answers (their keys under a way of counting, their JSON), by name. */
  memo: Map<string, unknown>;
}

/**
 * A column's words: each distinct word once (`vocabulary`), and the words of its `values[i]` at
 * `places[offsets[i]]` up to `places[offsets[i + 1]]`, as places in the vocabulary (a value that is
 * not text has none).
 */
export interface ColumnWords {
  vocabulary: string[];
  offsets: Uint32Array;
  places: Places;
}

/** 2: a block holds its text columns' words. Blocks of format 1 (without) are still read. */
const FORMAT = 2;
/** How texts are split into words (textWords); words stored by another rule are worked out again. */
const WORDS_RULE = 1;

const WORD_BREAKS = /[^\p{L}\p{N}']+/u;
const EDGE_APOSTROPHES = /^'+|'+$/g;

/** Lower-cased words of a text, split on anything but letters, digits and apostrophes, apostrophes trimmed, one-letter words left out. */
export function textWords(written: string): string[] {
  const words: string[] = [];
  for (const part of written.toLowerCase().split(WORD_BREAKS)) {
    const word = part.includes("'") ? part.replace(EDGE_APOSTROPHES, '') : part;
    // One letter may take two UTF-16 units (outside the BMP).
    if (word.length > 2 || (word.length === 2 && word.codePointAt(0)! <= 0xffff)) words.push(word);
  }
  return words;
}

/** A column's words (ColumnWords), worked out once and kept on it. */
export function columnWords(column: Column): ColumnWords {
  if (column.words) return column.words;
  const known = new Map<string, number>();
  const vocabulary: string[] = [];
  const offsets = new Uint32Array(column.values.length + 1);
  const places: number[] = [];
  column.values.forEach((value, index) => {
    if (typeof value === 'string') {
      for (const word of textWords(value)) {
        let place = known.get(word);
        if (place === undefined) known.set(word, (place = vocabulary.push(word) - 1));
        places.push(place);
      }
    }
    offsets[index + 1] = places.length;
  });
  const array = placesFor(vocabulary.length, places.length);
  array.set(places);
  return (column.words = { vocabulary, offsets, places: array });
}

/** The narrowest array that holds 0…max. */
function placesFor(max: number, length: number): Places {
  return max <= 0xff ? new Uint8Array(length) : max <= 0xffff ? new Uint16Array(length) : new Uint32Array(length);
}

/** Each value's place in a list of the distinct ones (by their JSON), from 1. */
class Distinct {
  readonly values: unknown[] = [];
  private readonly places = new Map<string, number>();
  place(value: unknown): number {
    const json = JSON.stringify(value);
    let place = this.places.get(json);
    if (place === undefined) {
      this.values.push(value);
      this.places.set(json, (place = this.values.length));
    }
    return place;
  }
}

/**
 * Responses of one status, held column by column: which responses (ids), their versions, when each
 * counts as given (microseconds since 1970), the questions each was shown, and a Column per
 * question answered. A block of sealed responses (survey_answer_blocks) is one, written by
 * `encode` and read back by `decode`; the responses not in a block are held the same way.
 * `alive` marks the responses still there: a deleted one stays in its block, left out.
 */
export class Segment {
  readonly alive: Uint8Array;
  /**
   * The response ids as text, or as 16 bytes each (a block read back): making 100,000 ids into text
   * took half the CPU of decoding their blocks, and a read needs few of them (`id`, `rowsAmong`).
   */
  private idList: string[] | null;
  private readonly idBytes: Buffer | null;

  constructor(
    readonly status: SurveyResponseStatus,
    ids: string[] | Buffer,
    readonly versions: string[],
    readonly version: Places,
    readonly at: Float64Array,
    readonly shownLists: string[][],
    readonly shown: Places,
    readonly columns: Map<string, Column>,
  ) {
    this.alive = new Uint8Array(at.length).fill(1);
    this.idList = Array.isArray(ids) ? ids : null;
    this.idBytes = Array.isArray(ids) ? null : ids;
  }

  get size(): number {
    return this.at.length;
  }

  /** The id of the response in `row`. */
  id(row: number): string {
    if (this.idList) return this.idList[row]!;
    const hex = this.idBytes!.toString('hex', 16 * row, 16 * (row + 1));
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Every response id, in row order. */
  get ids(): string[] {
    return (this.idList ??= Array.from({ length: this.size }, (_, row) => this.id(row)));
  }

  /** The rows of the responses whose ids are in `wanted`. */
  rowsAmong(wanted: ReadonlySet<string>): number[] {
    const rows: number[] = [];
    if (wanted.size === 0) return rows;
    if (this.idList) {
      this.idList.forEach((id, row) => {
        if (wanted.has(id)) rows.push(row);
      });
      return rows;
    }
    const hexes = new Set([...wanted].map((id) => id.replaceAll('-', '').toLowerCase()));
    const hex = this.idBytes!.toString('hex');
    for (let row = 0; row < this.size; row++) if (hexes.has(hex.slice(32 * row, 32 * (row + 1)))) rows.push(row);
    return rows;
  }

  static of(status: SurveyResponseStatus, responses: readonly StoredResponse[]): Segment {
    const versions = new Distinct();
    const shownLists = new Distinct();
    const versionPlaces = responses.map((response) => versions.place(response.versionId) - 1);
    const shownPlaces = responses.map((response) => shownLists.place(response.shown) - 1);
    const answers = new Map<string, { distinct: Distinct; places: number[] }>();
    responses.forEach((response, row) => {
      for (const [questionId, value] of Object.entries(response.answers)) {
        let column = answers.get(questionId);
        if (!column) answers.set(questionId, (column = { distinct: new Distinct(), places: new Array<number>(responses.length).fill(0) }));
        column.places[row] = column.distinct.place(value);
      }
    });
    const filled = (places: number[], max: number) => {
      const array = placesFor(max, places.length);
      array.set(places);
      return array;
    };
    const columns = new Map<string, Column>();
    for (const [questionId, { distinct, places }] of answers) columns.set(questionId, { values: distinct.values, places: filled(places, distinct.values.length), memo: new Map() });
    return new Segment(
      status,
      responses.map((response) => response.id),
      versions.values as string[],
      filled(versionPlaces, versions.values.length),
      Float64Array.from(responses, (response) => response.at),
      shownLists.values as string[][],
      filled(shownPlaces, shownLists.values.length),
      columns,
    );
  }

  /**
   * The segment as bytes, compressed: a JSON header (status, size, versions, the lists of shown
   * questions, and per question its distinct answers) and then, each at a multiple of 8 bytes, the
   * ids (16 bytes each), the times (float64) and the places (8, 16 or 32 bits, as the header says);
   * then, for each column with texts, the offsets and places of its words (the vocabulary is in the
   * header).
   */
  encode(): Uint8Array {
    const header = {
      format: FORMAT,
      status: this.status,
      size: this.size,
      versions: this.versions,
      shownLists: this.shownLists,
      wordsRule: WORDS_RULE,
      columns: [...this.columns].map(([id, column]) => ({ id, values: column.values, words: column.values.some((value) => typeof value === 'string') ? columnWords(column).vocabulary : undefined })),
    };
    const parts: Buffer[] = [Buffer.from(JSON.stringify(header))];
    parts.push(Buffer.from(this.ids.join('').replaceAll('-', ''), 'hex'));
    const add = (array: Float64Array | Places) => parts.push(Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    add(this.at);
    add(this.version);
    add(this.shown);
    for (const column of this.columns.values()) add(column.places);
    for (const column of this.columns.values()) {
      if (column.words) {
        add(column.words.offsets);
        add(column.words.places);
      }
    }
    const lengths = Buffer.alloc(4 * (parts.length + 1));
    lengths.writeUInt32LE(parts.length, 0);
    parts.forEach((part, index) => lengths.writeUInt32LE(part.byteLength, 4 * (index + 1)));
    return deflateRawSync(Buffer.concat([lengths, ...parts]), { level: 1 });
  }

  static decode(data: Uint8Array): Segment {
    const bytes = inflateRawSync(data);
    const count = bytes.readUInt32LE(0);
    let offset = 4 * (count + 1);
    const next = (index: number) => {
      const length = bytes.readUInt32LE(4 * (index + 1));
      const part = bytes.subarray(offset, offset + length);
      offset += length;
      return part;
    };
    const header = JSON.parse(next(0).toString()) as {
      format: number;
      status: SurveyResponseStatus;
      size: number;
      versions: string[];
      shownLists: string[][];
      wordsRule?: number;
      columns: Array<{ id: string; values: unknown[]; words?: string[] }>;
    };
    if (header.format !== FORMAT && header.format !== 1) throw new Error(`survey answer block of format ${header.format}, not ${FORMAT}`);
    const ids = Buffer.from(next(1));
    // Copied out, so that each typed array starts where its element size allows.
    const copy = (part: Buffer) => new Uint8Array(part).buffer;
    const places = (part: Buffer, count = header.size): Places => {
      const width = part.byteLength / Math.max(1, count);
      return width === 4 ? new Uint32Array(copy(part)) : width === 2 ? new Uint16Array(copy(part)) : new Uint8Array(copy(part));
    };
    const at = new Float64Array(copy(next(2)));
    const version = places(next(3));
    const shown = places(next(4));
    const columns = new Map<string, Column>();
    header.columns.forEach(({ id, values }, index) => columns.set(id, { values, places: places(next(5 + index)), memo: new Map() }));
    let part = 5 + header.columns.length;
    for (const { id, words } of header.columns) {
      if (!words) continue;
      const offsets = new Uint32Array(copy(next(part++)));
      const wordPlaces = next(part++);
      if (header.wordsRule === WORDS_RULE) columns.get(id)!.words = { vocabulary: words, offsets, places: places(wordPlaces, offsets[offsets.length - 1]) };
    }
    return new Segment(header.status, ids, header.versions, version, at, header.shownLists, shown, columns);
  }

  /** About how many bytes it holds in memory (typed arrays, ids, distinct answers and what was worked out from them). */
  bytes(): number {
    let total = this.size * (16 + 8 + 1 + 90) + this.version.byteLength + this.shown.byteLength;
    for (const column of this.columns.values()) {
      total += column.places.byteLength + 64 * column.values.length;
      for (const value of column.values) if (typeof value === 'string') total += 2 * value.length;
      total += 48 * column.values.length * column.memo.size;
      if (column.words) {
        total += column.words.offsets.byteLength + column.words.places.byteLength;
        for (const word of column.words.vocabulary) total += 64 + 2 * word.length;
      }
    }
    return total;
  }
}
