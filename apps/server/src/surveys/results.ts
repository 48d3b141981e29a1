import type { FastifyInstance } from 'fastify';
import {
  countAnswerValues,
  countAnswerWords,
  countShownQuestions,
  countSurveyAnswerKeys,
  listLatestTexts,
  type LatestText,
  type ResponseScope,
  type Survey,
  type SurveyVersion,
} from '@sightline/db';
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { LIKERT_LABELS, PRICE_QUESTIONS, type PriceAnswer } from '@sightline/shared/research/survey-logic';
import { priceAnalysis, type QuestionResult, type ResultsFilters, type ScaleValue, type SurveyResults } from '@sightline/shared/research/survey-results';
import { histogram, meanInterval, median, npsInterval, wilsonInterval } from '@sightline/shared/research/stats';
import { cachedSurveyAggregate, type SurveyAggregate } from './results-cache';
import { STOP_WORDS } from './stop-words';

const LATEST = 20;
const TOP_WORDS = 30;

/** Counts of one question's answers by key (countSurveyAnswerKeys' keys). */
class KeyCounts {
  constructor(private readonly counts: ReadonlyMap<string, number>) {}
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  /** Respondents who gave a real answer (not "don't know" / "prefer not to say"). */
  get substantive(): number {
    return this.get('answered') - this.get('special:dont_know') - this.get('special:prefer_not');
  }
  /** The values of every `value:<n>` key, each as often as it was given, smallest first (one order, however the counts were added up). */
  numbers(): number[] {
    const values: number[] = [];
    const given = [...this.counts].filter(([key]) => key.startsWith('value:')).map(([key, count]) => [Number(key.slice(6)), count] as const);
    for (const [value, count] of given.sort(([a], [b]) => a - b)) for (let i = 0; i < count; i++) values.push(value);
    return values;
  }
}

function scale(counts: KeyCounts, values: number[], label: (value: number) => string): ScaleValue[] {
  const n = counts.substantive;
  return values.map((value) => {
    const count = counts.get(`value:${value}`);
    return { value, label: label(value), count, share: wilsonInterval(count, n) };
  });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const isPrice = (value: unknown): value is PriceAnswer => typeof value === 'object' && value !== null && PRICE_QUESTIONS.every(({ key }) => typeof (value as Record<string, unknown>)[key] === 'number');

interface Gathered {
  counts: KeyCounts;
  shown: number;
  values: unknown[];
  latest: LatestText[];
  words: Array<{ word: string; count: number }>;
}

function questionResult(question: Question, data: Gathered): QuestionResult {
  const { counts } = data;
  const common = {
    id: question.id,
    title: question.title,
    n: counts.get('answered'),
    shown: data.shown,
    special: { dontKnow: counts.get('special:dont_know'), preferNot: counts.get('special:prefer_not') },
  };
  const n = counts.substantive;
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const other = question.allowOther ? counts.get('other') : 0;
      return {
        type: question.type,
        ...common,
        options: question.options.map((option) => {
          const count = counts.get(`choice:${option.id}`);
          return { id: option.id, label: option.label, count, share: wilsonInterval(count, n) };
        }),
        other: question.allowOther ? { count: other, share: wilsonInterval(other, n), samples: data.latest.map((entry) => entry.text) } : null,
      };
    }
    case 'yes_no':
      return {
        type: 'yes_no',
        ...common,
        options: [
          { id: 'yes', label: 'Yes', count: counts.get('value:true'), share: wilsonInterval(counts.get('value:true'), n) },
          { id: 'no', label: 'No', count: counts.get('value:false'), share: wilsonInterval(counts.get('value:false'), n) },
        ],
        other: null,
      };
    case 'rating': {
      const label = (value: number) => (value === 1 && question.lowLabel ? question.lowLabel : value === question.points && question.highLabel ? question.highLabel : String(value));
      return { type: 'rating', ...common, points: question.points, distribution: scale(counts, range(1, question.points), label), mean: meanInterval(counts.numbers()) };
    }
    case 'likert': {
      const labels = LIKERT_LABELS[question.points];
      const middle = (question.points + 1) / 2;
      const between = (test: (value: number) => boolean) => wilsonInterval(range(1, question.points).filter(test).reduce((sum, value) => sum + counts.get(`value:${value}`), 0), n);
      return {
        type: 'likert',
        ...common,
        points: question.points,
        distribution: scale(counts, range(1, question.points), (value) => labels[value - 1]!),
        mean: meanInterval(counts.numbers()),
        agree: between((value) => value > middle),
        neutral: between((value) => value === middle),
        disagree: between((value) => value < middle),
      };
    }
    case 'nps': {
      const group = (from: number, to: number) => range(from, to).reduce((sum, value) => sum + counts.get(`value:${value}`), 0);
      const [promoters, passives, detractors] = [group(9, 10), group(7, 8), group(0, 6)];
      return {
        type: 'nps',
        ...common,
        promoters: { count: promoters, share: wilsonInterval(promoters, n) },
        passives: { count: passives, share: wilsonInterval(passives, n) },
        detractors: { count: detractors, share: wilsonInterval(detractors, n) },
        score: npsInterval({ promoters, passives, detractors }),
        distribution: scale(counts, range(0, 10), String),
      };
    }
    case 'number': {
      const values = data.values.filter((value): value is number => typeof value === 'number');
      return { type: 'number', ...common, unit: question.unit ?? null, mean: meanInterval(values), median: median(values), histogram: histogram(values) };
    }
    case 'short_text':
    case 'long_text':
      return { type: question.type, ...common, words: data.words, latest: data.latest.map(({ text, at }) => ({ text, at })) };
    case 'ranking':
      return {
        type: 'ranking',
        ...common,
        options: question.options.map((option) => {
          const positions: number[] = [];
          for (let position = 1; position <= question.options.length; position++) for (let i = counts.get(`rank:${option.id}:${position}`); i > 0; i--) positions.push(position);
          return { id: option.id, label: option.label, meanRank: meanInterval(positions), firstShare: wilsonInterval(counts.get(`rank:${option.id}:1`), n) };
        }),
      };
    case 'matrix':
      return {
        type: 'matrix',
        ...common,
        columns: question.columns.map(({ id, label }) => ({ id, label })),
        rows: question.rows.map((row) => {
          const cells = question.columns.map((column) => counts.get(`cell:${row.id}:${column.id}`));
          return { id: row.id, label: row.label, counts: cells, n: cells.reduce((sum, count) => sum + count, 0) };
        }),
      };
    case 'van_westendorp': {
      return { type: 'van_westendorp', ...common, currency: question.currency, product: question.product, analysis: priceAnalysis(data.values.filter(isPrice)) };
    }
  }
}

/**
 * How a question's answers are gathered, which is all a definition changes in a question's sums:
 * kept sums of a question gathered another way (its type changed in a new version) are gathered
 * again.
 */
type Gathering = 'single' | 'multiple' | 'scalar' | 'ranking' | 'matrix' | 'values' | 'text';
const GATHERING: Record<Question['type'], Gathering> = {
  single_choice: 'single',
  multiple_choice: 'multiple',
  yes_no: 'scalar',
  rating: 'scalar',
  likert: 'scalar',
  nps: 'scalar',
  number: 'values',
  van_westendorp: 'values',
  short_text: 'text',
  long_text: 'text',
  ranking: 'ranking',
  matrix: 'matrix',
};

/**
 * The results of a set of responses as a sum (results-cache.ts's SurveyAggregate): per question,
 * its answers counted by key, how many were shown it, each distinct number or price answer with
 * its count (a median needs them all), the latest texts, and every word of its text answers with
 * its count (the top words of a sum are not the sum of top words).
 */
interface ResultsPart {
  /** The questions it holds, and how their answers were gathered. */
  gathered: Map<string, Gathering>;
  keys: Map<string, Map<string, number>>;
  /** Every question id respondents were shown, whatever the definition. */
  shown: Map<string, number>;
  values: Map<string, Map<string, { value: unknown; count: number }>>;
  latest: Map<string, LatestText[]>;
  words: Map<string, Map<string, number>>;
}

/** ResultsPart as JSON (survey_results_sums.part): its maps as lists of entries, values as [value, count]. */
interface ResultsPartJson {
  format: 1;
  gathered: Array<[string, Gathering]>;
  keys: Array<[string, Array<[string, number]>]>;
  shown: Array<[string, number]>;
  values: Array<[string, Array<[unknown, number]>]>;
  latest: Array<[string, LatestText[]]>;
  words: Array<[string, Array<[string, number]>]>;
}

/** Enough for every word of every text answer (countAnswerWords keeps this many per question). */
const EVERY_WORD = 2_147_483_647;

function inner<K, V>(map: Map<string, Map<K, V>>, questionId: string): Map<K, V> {
  let found = map.get(questionId);
  if (!found) map.set(questionId, (found = new Map()));
  return found;
}

/**
 * Newest first; `at` is ISO 8601 in UTC with milliseconds, so it sorts as text. A stable sort: on
 * the same millisecond, the slice added first comes first (the database breaks such ties by
 * response id, which the rows do not carry; only a partial and a complete response saved in the
 * same millisecond, with includePartial, can meet so).
 */
const newestFirst = (a: LatestText, b: LatestText) => (a.at > b.at ? -1 : a.at < b.at ? 1 : 0);

/**
 * Code point order: what `order by word` gave under the C and C.UTF-8 collations (PGlite's, and
 * the test Postgres's). Under a language collation (en_US.UTF-8…) words with equal counts can now
 * come in another order than that query listed them in; the counts are the same.
 */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each value as often as it was given, in one order whatever the slices were (a sum of fractions
 * depends on its order): numbers smallest first (which the median's and histogram's own sorts then
 * find done), prices by their JSON.
 */
function inOrder(values: ReadonlyMap<string, { value: unknown; count: number }> | undefined): unknown[] {
  const list: unknown[] = [];
  if (!values) return list;
  const entries = [...values].sort(([a, x], [b, y]) => (typeof x.value === 'number' && typeof y.value === 'number' ? x.value - y.value : 0) || byCode(a, b));
  for (const [, { value, count }] of entries) for (let i = 0; i < count; i++) list.push(value);
  return list;
}

const entries = <V>(map: Map<string, Map<string, V>>) => [...map].map(([id, inner]) => [id, [...inner]] as [string, Array<[string, V]>]);
const maps = <V>(list: Array<[string, Array<[string, V]>]>) => new Map(list.map(([id, inner]) => [id, new Map(inner)]));

const emptyPart = (): ResultsPart => ({ gathered: new Map(), keys: new Map(), shown: new Map(), values: new Map(), latest: new Map(), words: new Map() });

/** The sums of `questions` over the responses in scope (null: none), and how many were shown each question when `withShown`. */
async function gatherQuestions(app: FastifyInstance, scope: ResponseScope | null, questions: readonly Question[], withShown: boolean): Promise<ResultsPart> {
  const part = emptyPart();
  for (const question of questions) part.gathered.set(question.id, GATHERING[question.type]);
  if (!scope) return part;
  const of = (...kinds: Gathering[]) => questions.filter((question) => kinds.includes(GATHERING[question.type])).map((question) => question.id);
  const text = of('text');
  const [keyCounts, shown, values, latest, words] = await Promise.all([
    questions.length === 0
      ? Promise.resolve([])
      : countSurveyAnswerKeys(app.db, scope, { single: of('single'), multiple: of('multiple'), scalar: of('scalar'), ranking: of('ranking'), matrix: of('matrix'), plain: of('values', 'text') }),
    withShown ? countShownQuestions(app.db, scope) : Promise.resolve([]),
    countAnswerValues(app.db, scope, of('values')),
    listLatestTexts(app.db, scope, { text, other: of('single', 'multiple') }, LATEST),
    countAnswerWords(app.db, scope, text, { stopWords: STOP_WORDS, limit: EVERY_WORD }),
  ]);
  for (const row of keyCounts) inner(part.keys, row.questionId).set(row.key, row.count);
  for (const row of shown) part.shown.set(row.questionId, row.count);
  for (const row of values) inner(part.values, row.questionId).set(JSON.stringify(row.value), { value: row.value, count: row.count });
  for (const row of latest) {
    const list = part.latest.get(row.questionId);
    if (list) list.push(row);
    else part.latest.set(row.questionId, [row]);
  }
  for (const row of words) inner(part.words, row.questionId).set(row.word, row.count);
  return part;
}

function addParts(into: ResultsPart, more: ResultsPart): void {
  for (const [questionId, how] of more.gathered) into.gathered.set(questionId, how);
  for (const [questionId, counts] of more.keys) {
    const target = inner(into.keys, questionId);
    for (const [key, count] of counts) target.set(key, (target.get(key) ?? 0) + count);
  }
  for (const [questionId, count] of more.shown) into.shown.set(questionId, (into.shown.get(questionId) ?? 0) + count);
  for (const [questionId, values] of more.values) {
    const target = inner(into.values, questionId);
    for (const [json, { value, count }] of values) target.set(json, { value, count: (target.get(json)?.count ?? 0) + count });
  }
  for (const [questionId, list] of more.latest) into.latest.set(questionId, [...(into.latest.get(questionId) ?? []), ...list].sort(newestFirst).slice(0, LATEST));
  for (const [questionId, words] of more.words) {
    const target = inner(into.words, questionId);
    for (const [word, count] of words) target.set(word, (target.get(word) ?? 0) + count);
  }
}

/** Lowers `key`'s count in `map` by `count`, leaving out a count that reaches 0 (as a gather over fewer responses would). */
function lower<K>(map: Map<K, number>, key: K, count: number): void {
  const left = (map.get(key) ?? 0) - count;
  if (left > 0) map.set(key, left);
  else map.delete(key);
}

/** Per-question maps of counts, lowered by `less`'s; a question left with none goes. */
function lowerEach<K>(from: Map<string, Map<K, number>>, less: Map<string, Map<K, number>>): void {
  for (const [questionId, counts] of less) {
    const target = from.get(questionId);
    if (!target) continue;
    for (const [key, count] of counts) lower(target, key, count);
    if (target.size === 0) from.delete(questionId);
  }
}

/**
 * Takes `less` (the sums of some of the responses `from` is of) out of `from`. Counts, shown
 * questions, values and words are subtracted; the latest texts of a question lose one of theirs
 * only by being listed again over `scope` (the responses `from` is of, now without the deleted ones).
 */
async function subtractParts(app: FastifyInstance, definition: SurveyDefinition, from: ResultsPart, less: ResultsPart, scope: ResponseScope): Promise<void> {
  lowerEach(from.keys, less.keys);
  for (const [questionId, count] of less.shown) lower(from.shown, questionId, count);
  for (const [questionId, values] of less.values) {
    const target = from.values.get(questionId);
    if (!target) continue;
    for (const [json, { count }] of values) {
      const kept = target.get(json);
      if (kept && kept.count > count) target.set(json, { value: kept.value, count: kept.count - count });
      else target.delete(json);
    }
    if (target.size === 0) from.values.delete(questionId);
  }
  lowerEach(from.words, less.words);
  // A question's latest texts change when one of the deleted ones is among them, or may when the
  // deleted responses wrote as many as are listed (the list of them was cut there).
  const same = (a: LatestText, b: LatestText) => a.text === b.text && a.at === b.at;
  const stale = new Set(
    [...less.latest]
      .filter(([questionId, gone]) => gone.length >= LATEST || gone.some((text) => from.latest.get(questionId)?.some((kept) => same(kept, text))))
      .map(([questionId]) => questionId),
  );
  if (stale.size === 0) return;
  const of = (...kinds: Gathering[]) => definition.questions.filter((question) => stale.has(question.id) && kinds.includes(GATHERING[question.type])).map((question) => question.id);
  const listed = await listLatestTexts(app.db, scope, { text: of('text'), other: of('single', 'multiple') }, LATEST);
  for (const questionId of stale) from.latest.delete(questionId);
  for (const row of listed) {
    const list = from.latest.get(row.questionId);
    if (list) list.push(row);
    else from.latest.set(row.questionId, [row]);
  }
}

function resultsAggregate(app: FastifyInstance, definition: SurveyDefinition): SurveyAggregate<ResultsPart, Pick<SurveyResults, 'responses' | 'timeline' | 'questions'>> {
  return {
    kind: 'results',
    gather: (scope) => gatherQuestions(app, scope, definition.questions, true),
    empty: emptyPart,
    add: addParts,
    subtract: (from, less, scope) => subtractParts(app, definition, from, less, scope),
    async fit(part, scope) {
      const wanted = new Map(definition.questions.map((question) => [question.id, GATHERING[question.type]]));
      let changed = false;
      for (const questionId of new Set([...part.gathered.keys(), ...part.keys.keys(), ...part.values.keys(), ...part.latest.keys(), ...part.words.keys()])) {
        if (part.gathered.get(questionId) === wanted.get(questionId)) continue;
        for (const map of [part.gathered, part.keys, part.values, part.latest, part.words]) map.delete(questionId);
        changed = true;
      }
      const missing = definition.questions.filter((question) => !part.gathered.has(question.id));
      if (missing.length === 0) return changed;
      addParts(part, await gatherQuestions(app, scope, missing, false));
      return true;
    },
    toJson: (part): ResultsPartJson => ({
      format: 1,
      gathered: [...part.gathered],
      keys: entries(part.keys),
      shown: [...part.shown],
      values: [...part.values].map(([questionId, values]) => [questionId, [...values.values()].map(({ value, count }) => [value, count] as [unknown, number])]),
      latest: [...part.latest],
      words: entries(part.words),
    }),
    fromJson(json) {
      const kept = json as Partial<ResultsPartJson> | null;
      if (kept?.format !== 1) return null;
      const { gathered = [], keys = [], shown = [], values = [], latest = [], words = [] } = kept;
      return {
        gathered: new Map(gathered),
        keys: maps(keys),
        shown: new Map(shown),
        values: new Map(values.map(([questionId, list]) => [questionId, new Map(list.map(([value, count]) => [JSON.stringify(value), { value, count }]))])),
        latest: new Map(latest),
        words: maps(words),
      };
    },
    bytes(part) {
      let entries = 0;
      for (const map of [...part.keys.values(), ...part.values.values(), ...part.words.values()]) entries += map.size;
      let texts = 0;
      for (const list of part.latest.values()) for (const { text: written } of list) texts += written.length + 64;
      return entries * 80 + texts;
    },
    finish(whole, timeline) {
      return {
        responses: { complete: timeline.reduce((sum, day) => sum + day.complete, 0), partial: timeline.reduce((sum, day) => sum + day.partial, 0) },
        timeline,
        questions: definition.questions.map((question) =>
          questionResult(question, {
            counts: new KeyCounts(whole.keys.get(question.id) ?? new Map()),
            shown: whole.shown.get(question.id) ?? 0,
            values: inOrder(whole.values.get(question.id)),
            latest: whole.latest.get(question.id) ?? [],
            words: [...(whole.words.get(question.id) ?? new Map<string, number>())]
              .sort(([a, x], [b, y]) => y - x || byCode(a, b))
              .slice(0, TOP_WORDS)
              .map(([word, count]) => ({ word, count })),
          }),
        ),
      };
    },
  };
}

/**
 * The results page's numbers: every question of `definition` over the responses in scope, each
 * estimate with its interval. Answers to questions the definition no longer has are left out.
 * Worked out once per state of the survey's answers, from the last state's sums and what was
 * answered since (results-cache.ts).
 */
export async function surveyResults(
  app: FastifyInstance,
  survey: Survey,
  view: { version: SurveyVersion | null; scope: ResponseScope; filters: ResultsFilters },
): Promise<SurveyResults> {
  const definition = view.version?.definition ?? null;
  const computed = definition
    ? await cachedSurveyAggregate(app, view.scope, ['results', view.version?.id ?? null], resultsAggregate(app, definition))
    : { responses: { complete: 0, partial: 0 }, timeline: [], questions: [] };
  return {
    survey: { id: survey.id, title: survey.title, status: survey.status },
    version: view.filters.version,
    filters: view.filters,
    ...computed,
  };
}
