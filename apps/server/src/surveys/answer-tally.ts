import type { ResponseScope, SurveyResponseStatus } from '@sightline/db';
import { columnWords, type Column, type Segment } from './answer-segment';

/**
 * What results count of a set of responses, from their segments (answer-segment.ts): the one way
 * results and cross-tabs are worked out. Every count follows from the stored answers as they are
 * (jsonb values), read as the question they are counted for asks, so answers given to an older
 * version count under the current one however its questions changed.
 */

/** How a question's answers are counted, by its type (results.ts's GATHERING). */
export type Gathering = 'single' | 'multiple' | 'scalar' | 'ranking' | 'matrix' | 'values' | 'text';

/** The responses of one segment a read counts: their rows. */
export interface Selected {
  segment: Segment;
  rows: Uint32Array;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (value: Record<string, unknown>, key: string) => Object.hasOwn(value, key);

/** jsonb text of a value as `->>` and `#>> '{}'` give it: a string as it is, JSON null as SQL null, anything else as its JSON text. */
function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return jsonbText(value);
}

/** How Postgres writes a jsonb value as text (a space after each colon and comma). */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${jsonbText(inner)}`).join(', ')}}`;
  return JSON.stringify(value);
}

/**
 * Whether `value` contains `pattern` as jsonb's `@>` decides: objects by their keys (each value
 * containing the pattern's), arrays by their elements in any order, scalars by equality, and, at
 * the top level only, an array containing a scalar that is one of its elements.
 */
export function jsonContains(value: unknown, pattern: unknown, top = true): boolean {
  const scalar = (item: unknown) => !Array.isArray(item) && !isObject(item);
  if (Array.isArray(value)) {
    if (Array.isArray(pattern)) return pattern.every((wanted) => value.some((element) => (scalar(wanted) ? scalar(element) && element === wanted : jsonContains(element, wanted, false))));
    return top && scalar(pattern) && value.some((element) => scalar(element) && element === pattern);
  }
  if (isObject(value)) return isObject(pattern) && Object.entries(pattern).every(([key, wanted]) => has(value, key) && jsonContains(value[key], wanted, false));
  return scalar(pattern) && value === pattern;
}

/**
 * The keys an answer is counted by (results.ts's KeyCounts): every answer gives `answered`, "don't
 * know" and "prefer not to say" `special:<which>`, and by the way it is counted: `choice:<option>`
 * and `other` (choices), `value:<true|false|number>` (scalars), `rank:<option>:<position>`,
 * `cell:<row>:<column>`. A key made of a missing part is none.
 */
export function answerKeys(value: unknown, how: Gathering): string[] {
  const keys = ['answered'];
  const add = (...parts: Array<string | null>) => {
    if (parts.every((part) => part !== null)) keys.push(parts.join(''));
  };
  const object = isObject(value);
  if (object && has(value, 'special')) add('special:', text(value.special));
  if (how === 'single' && object && has(value, 'choice')) add('choice:', text(value.choice));
  if ((how === 'single' || how === 'multiple') && object && has(value, 'other')) keys.push('other');
  if (how === 'multiple' && object && Array.isArray(value.choices)) for (const choice of value.choices) add('choice:', text(choice));
  if (how === 'scalar' && (typeof value === 'boolean' || typeof value === 'number')) add('value:', text(value));
  if (how === 'ranking' && Array.isArray(value)) value.forEach((option, index) => add('rank:', text(option), `:${index + 1}`));
  if (how === 'matrix' && object && !has(value, 'special')) for (const [row, column] of Object.entries(value)) add(`cell:${row}:`, text(column));
  return keys;
}

/** What a column's distinct answers give, worked out once per column and `name` (the memo). */
function memo<T>(column: Column, name: string, work: (value: unknown) => T): T[] {
  let found = column.memo.get(name) as T[] | undefined;
  if (!found) column.memo.set(name, (found = column.values.map(work)));
  return found;
}

/**
 * The responses in scope, per segment: alive, of the scope's statuses (`statuses` instead, for the
 * timeline, which counts both), of its version, answered in its range, and whose answer to each
 * filtered question contains the filter's value.
 */
export function select(segments: readonly Segment[], scope: ResponseScope, statuses: readonly SurveyResponseStatus[] = scope.statuses): Selected[] {
  const from = scope.from === null ? -Infinity : scope.from.getTime() * 1000;
  const to = scope.to === null ? Infinity : scope.to.getTime() * 1000;
  const selected: Selected[] = [];
  for (const segment of segments) {
    if (!statuses.includes(segment.status)) continue;
    const version = scope.versionId === null ? -1 : segment.versions.indexOf(scope.versionId);
    if (scope.versionId !== null && version === -1) continue;
    const filters: Array<{ places: Column['places']; matches: Uint8Array }> = [];
    for (const filter of scope.answers) {
      const column = segment.columns.get(filter.questionId);
      if (!column) break;
      const matches = new Uint8Array(column.values.length + 1);
      column.values.forEach((value, index) => (matches[index + 1] = jsonContains(value, filter.contains) ? 1 : 0));
      filters.push({ places: column.places, matches });
    }
    if (filters.length < scope.answers.length) continue;
    const rows = new Uint32Array(segment.size);
    let count = 0;
    for (let row = 0; row < segment.size; row++) {
      if (segment.alive[row] === 0 || (version !== -1 && segment.version[row] !== version)) continue;
      const at = segment.at[row]!;
      if (at < from || at >= to) continue;
      let kept = true;
      for (const { places, matches } of filters) if (matches[places[row]!] === 0) kept = false;
      if (kept) rows[count++] = row;
    }
    if (count > 0) selected.push({ segment, rows: rows.subarray(0, count) });
  }
  return selected;
}

/** How many selected responses gave each distinct answer of a question, per segment that has it. */
function answerCounts(selected: readonly Selected[], questionId: string): Array<{ column: Column; counts: Uint32Array }> {
  const found: Array<{ column: Column; counts: Uint32Array }> = [];
  for (const { segment, rows } of selected) {
    const column = segment.columns.get(questionId);
    if (!column) continue;
    const counts = new Uint32Array(column.values.length + 1);
    const { places } = column;
    for (let i = 0; i < rows.length; i++) counts[places[rows[i]!]!]!++;
    found.push({ column, counts });
  }
  return found;
}

/** The selected responses' answers to a question counted by key (answerKeys). */
export function countKeys(selected: readonly Selected[], questionId: string, how: Gathering): Map<string, number> {
  const keys = new Map<string, number>();
  // Numbers, prices and texts have only `answered` and the specials: nearly every answer is a distinct one, so no memo per answer.
  if (how === 'values' || how === 'text') {
    for (const { column, counts } of answerCounts(selected, questionId)) {
      for (let place = 1; place < counts.length; place++) {
        const count = counts[place]!;
        if (count === 0) continue;
        const value = column.values[place - 1];
        for (const key of typeof value === 'object' && value !== null ? answerKeys(value, how) : ['answered']) keys.set(key, (keys.get(key) ?? 0) + count);
      }
    }
    return keys;
  }
  for (const { column, counts } of answerCounts(selected, questionId)) {
    const each = memo(column, `keys:${how}`, (value) => answerKeys(value, how));
    for (let place = 1; place < counts.length; place++) {
      const count = counts[place]!;
      if (count > 0) for (const key of each[place - 1]!) keys.set(key, (keys.get(key) ?? 0) + count);
    }
  }
  return keys;
}

/** Each distinct answer to a question but "don't know" / "prefer not to say", with how many gave it, by its JSON. */
export function countValues(selected: readonly Selected[], questionId: string): Map<string, { value: unknown; count: number }> {
  const values = new Map<string, { value: unknown; count: number }>();
  for (const { column, counts } of answerCounts(selected, questionId)) {
    const json = memo(column, 'json', (value) => (isObject(value) && has(value, 'special') ? null : JSON.stringify(value)));
    for (let place = 1; place < counts.length; place++) {
      const key = json[place - 1]!;
      const count = counts[place]!;
      if (count === 0 || key === null) continue;
      const kept = values.get(key);
      values.set(key, { value: column.values[place - 1], count: (kept?.count ?? 0) + count });
    }
  }
  return values;
}

/** Every word of a text question's answers but `stopWords`, with how many times it was written. */
export function countWords(selected: readonly Selected[], questionId: string, stopWords: ReadonlySet<string>): Map<string, number> {
  const found = new Map<string, number>();
  for (const { column, counts } of answerCounts(selected, questionId)) {
    const { vocabulary, offsets, places } = columnWords(column);
    const totals = new Float64Array(vocabulary.length);
    for (let place = 1; place < counts.length; place++) {
      const count = counts[place]!;
      if (count === 0) continue;
      for (let i = offsets[place - 1]!; i < offsets[place]!; i++) totals[places[i]!]! += count;
    }
    totals.forEach((total, place) => {
      const word = vocabulary[place]!;
      if (total > 0 && !stopWords.has(word)) found.set(word, (found.get(word) ?? 0) + total);
    });
  }
  return found;
}

/** How many selected responses were shown each question. */
export function countShown(selected: readonly Selected[]): Map<string, number> {
  const shown = new Map<string, number>();
  for (const { segment, rows } of selected) {
    const counts = new Uint32Array(segment.shownLists.length);
    for (let i = 0; i < rows.length; i++) counts[segment.shown[rows[i]!]!]!++;
    segment.shownLists.forEach((list, index) => {
      if (counts[index]! > 0) for (const questionId of list) shown.set(questionId, (shown.get(questionId) ?? 0) + counts[index]!);
    });
  }
  return shown;
}

export interface WrittenText {
  text: string;
  /** ISO 8601, UTC, to the millisecond. */
  at: string;
}

/**
 * The `limit` latest written answers to a question, newest first (the same time: by response id):
 * a text question's texts, or a choice question's "other, please specify".
 */
export function latestTexts(selected: readonly Selected[], questionId: string, kind: 'text' | 'other', limit: number): WrittenText[] {
  const found: Array<{ at: number; id: string; text: string }> = [];
  const before = (a: { at: number; id: string }, b: { at: number; id: string }) => a.at > b.at || (a.at === b.at && a.id < b.id);
  for (const { segment, rows } of selected) {
    const column = segment.columns.get(questionId);
    if (!column) continue;
    const written = memo(column, `written:${kind}`, (value) => (kind === 'text' ? (typeof value === 'string' ? value : null) : isObject(value) ? text(value.other) : null));
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const place = column.places[row]!;
      const entry = place === 0 ? null : written[place - 1]!;
      if (entry === null) continue;
      const at = segment.at[row]!;
      // Older than the last kept: not one of the latest (its id, for a tie, is not needed).
      if (found.length === limit && at < found[limit - 1]!.at) continue;
      const candidate = { at, id: segment.id(row), text: entry };
      if (found.length === limit && !before(candidate, found[limit - 1]!)) continue;
      let index = found.length;
      while (index > 0 && before(candidate, found[index - 1]!)) index--;
      found.splice(index, 0, candidate);
      if (found.length > limit) found.pop();
    }
  }
  return found.map(({ at, text: written }) => ({ text: written, at: new Date(Math.floor(at / 1000)).toISOString() }));
}

export interface TimelineDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  complete: number;
  partial: number;
}

/** Selected responses per day (UTC), complete and partial, oldest first. */
export function timeline(selected: readonly Selected[]): TimelineDay[] {
  const days = new Map<number, TimelineDay>();
  for (const { segment, rows } of selected) {
    for (let i = 0; i < rows.length; i++) {
      const day = Math.floor(segment.at[rows[i]!]! / 86_400_000_000);
      let found = days.get(day);
      if (!found) days.set(day, (found = { date: new Date(day * 86_400_000).toISOString().slice(0, 10), complete: 0, partial: 0 }));
      found[segment.status]++;
    }
  }
  return [...days].sort(([a], [b]) => a - b).map(([, day]) => day);
}

/**
 * How many selected responses answered two questions with each pair of categories: `rowOf` and
 * `columnOf` place an answer in one (null: in none, e.g. "don't know").
 */
export function countPairs(selected: readonly Selected[], questions: { row: string; column: string }, rowOf: (answer: unknown) => number | null, columnOf: (answer: unknown) => number | null, counts: number[][]): void {
  for (const { segment, rows } of selected) {
    const row = segment.columns.get(questions.row);
    const column = segment.columns.get(questions.column);
    if (!row || !column) continue;
    const rowPlaces = [-1, ...row.values.map((value) => rowOf(value) ?? -1)];
    const columnPlaces = [-1, ...column.values.map((value) => columnOf(value) ?? -1)];
    for (let i = 0; i < rows.length; i++) {
      const r = rowPlaces[row.places[rows[i]!]!]!;
      const c = columnPlaces[column.places[rows[i]!]!]!;
      if (r !== -1 && c !== -1) counts[r]![c]!++;
    }
  }
}
