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

const ofType = (definition: SurveyDefinition, ...types: Question['type'][]) => definition.questions.filter((q) => types.includes(q.type)).map((q) => q.id);

/**
 * The results of a set of responses as a sum (results-cache.ts's SurveyAggregate): per question,
 * its answers counted by key, how many were shown it, each distinct number or price answer with
 * its count (a median needs them all), the latest texts, and every word of its text answers with
 * its count (the top words of a sum are not the sum of top words).
 */
interface ResultsPart {
  keys: Map<string, Map<string, number>>;
  shown: Map<string, number>;
  values: Map<string, Map<string, { value: unknown; count: number }>>;
  latest: Map<string, LatestText[]>;
  words: Map<string, Map<string, number>>;
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

function resultsAggregate(app: FastifyInstance, definition: SurveyDefinition): SurveyAggregate<ResultsPart, Pick<SurveyResults, 'responses' | 'timeline' | 'questions'>> {
  const text = ofType(definition, 'short_text', 'long_text');
  return {
    async gather(scope) {
      const [keyCounts, shown, values, latest, words] = await Promise.all([
        countSurveyAnswerKeys(app.db, scope, {
          single: ofType(definition, 'single_choice'),
          multiple: ofType(definition, 'multiple_choice'),
          scalar: ofType(definition, 'yes_no', 'rating', 'likert', 'nps'),
          ranking: ofType(definition, 'ranking'),
          matrix: ofType(definition, 'matrix'),
        }),
        countShownQuestions(app.db, scope),
        countAnswerValues(app.db, scope, ofType(definition, 'number', 'van_westendorp')),
        listLatestTexts(app.db, scope, { text, other: ofType(definition, 'single_choice', 'multiple_choice') }, LATEST),
        countAnswerWords(app.db, scope, text, { stopWords: STOP_WORDS, limit: EVERY_WORD }),
      ]);
      const part = this.empty();
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
    },
    empty: () => ({ keys: new Map(), shown: new Map(), values: new Map(), latest: new Map(), words: new Map() }),
    add(into, more) {
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
