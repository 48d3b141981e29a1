import type { FastifyInstance } from 'fastify';
import type { ResponseScope, Survey, SurveyVersion } from '@sightline/db';
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { LIKERT_LABELS, PRICE_QUESTIONS, type PriceAnswer } from '@sightline/shared/research/survey-logic';
import { priceAnalysis, type QuestionResult, type ResultsFilters, type ScaleValue, type SurveyResults } from '@sightline/shared/research/survey-results';
import { npsInterval, tallyHistogram, tallyMeanInterval, tallyMedian, wilsonInterval, type Tally } from '@sightline/shared/research/stats';
import type { Segment } from './answer-segment';
import { readSurveyAnswers } from './answer-store';
import { countKeys, countShown, countValues, countWords, latestTexts, select, timeline, type Gathering, type Selected, type WrittenText } from './answer-tally';
import { STOP_WORDS } from './stop-words';

export const LATEST = 20;
export const TOP_WORDS = 30;

/** Counts of one question's answers by key (answer-tally.ts's answerKeys). */
export class KeyCounts {
  constructor(private readonly counts: ReadonlyMap<string, number>) {}
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  /** Respondents who gave a real answer (not "don't know" / "prefer not to say"). */
  get substantive(): number {
    return this.get('answered') - this.get('special:dont_know') - this.get('special:prefer_not');
  }
  /**
   * The values of every `value:<n>` key that is a number with how often each was given, smallest
   * first (one order, however the counts were added up); `value:true` and `value:false` (yes/no
   * answers given before the question became a scale in a new version) are none.
   */
  numbers(): Tally {
    return [...this.counts]
      .filter(([key, count]) => key.startsWith('value:') && key !== 'value:true' && key !== 'value:false' && count > 0)
      .map(([key, count]) => [Number(key.slice(6)), count] as const)
      .sort(([a], [b]) => a - b);
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

/** A question's answers counted (answer-tally.ts), which its result is worked out from. */
export interface Gathered {
  counts: KeyCounts;
  shown: number;
  /** Numbers' and prices' answers: each distinct one (but "don't know" / "prefer not to say") with how many gave it, by its JSON. */
  values: ReadonlyMap<string, { value: unknown; count: number }>;
  latest: WrittenText[];
  words: Array<{ word: string; count: number }>;
}

export function questionResult(question: Question, data: Gathered): QuestionResult {
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
      return { type: 'rating', ...common, points: question.points, distribution: scale(counts, range(1, question.points), label), mean: tallyMeanInterval(counts.numbers()) };
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
        mean: tallyMeanInterval(counts.numbers()),
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
      const numbers: Tally = [...data.values.values()]
        .filter((given): given is { value: number; count: number } => typeof given.value === 'number')
        .map(({ value, count }) => [value, count] as const)
        .sort(([a], [b]) => a - b);
      return { type: 'number', ...common, unit: question.unit ?? null, mean: tallyMeanInterval(numbers), median: tallyMedian(numbers), histogram: tallyHistogram(numbers) };
    }
    case 'short_text':
    case 'long_text':
      return { type: question.type, ...common, words: data.words, latest: data.latest.map(({ text, at }) => ({ text, at })) };
    case 'ranking':
      return {
        type: 'ranking',
        ...common,
        options: question.options.map((option) => {
          const positions = range(1, question.options.length)
            .map((position) => [position, counts.get(`rank:${option.id}:${position}`)] as const)
            .filter(([, count]) => count > 0);
          return { id: option.id, label: option.label, meanRank: tallyMeanInterval(positions), firstShare: wilsonInterval(counts.get(`rank:${option.id}:1`), n) };
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
      return { type: 'van_westendorp', ...common, currency: question.currency, product: question.product, analysis: priceAnalysis(inOrder(data.values).filter(isPrice)) };
    }
  }
}

/** How each type of question's answers are counted (answer-tally.ts's keys, values, texts). */
export const GATHERING: Record<Question['type'], Gathering> = {
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
 * Code point order: what `order by word` gives under the C and C.UTF-8 collations (PGlite's, and
 * the test Postgres's), so words with equal counts come in one order.
 */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each value as often as it was given, in one order (a sum of fractions depends on its order):
 * numbers smallest first, others by their JSON.
 */
function inOrder(values: ReadonlyMap<string, { value: unknown; count: number }>): unknown[] {
  const list: unknown[] = [];
  const entries = [...values].sort(([a, x], [b, y]) => (typeof x.value === 'number' && typeof y.value === 'number' ? x.value - y.value : 0) || byCode(a, b));
  for (const [, { value, count }] of entries) for (let i = 0; i < count; i++) list.push(value);
  return list;
}

const STOP_WORD_SET = new Set(STOP_WORDS);

/** What a question's result is made of, over the selected responses. */
function gathered(selected: readonly Selected[], question: Question, shown: ReadonlyMap<string, number>): Gathered {
  const how = GATHERING[question.type];
  const written = how === 'text' ? 'text' : (question.type === 'single_choice' || question.type === 'multiple_choice') && question.allowOther ? 'other' : null;
  return {
    counts: new KeyCounts(countKeys(selected, question.id, how)),
    shown: shown.get(question.id) ?? 0,
    values: how === 'values' ? countValues(selected, question.id) : new Map(),
    latest: written ? latestTexts(selected, question.id, written, LATEST) : [],
    words:
      how === 'text'
        ? [...countWords(selected, question.id, STOP_WORD_SET)]
            .sort(([a, x], [b, y]) => y - x || byCode(a, b))
            .slice(0, TOP_WORDS)
            .map(([word, count]) => ({ word, count }))
        : [],
  };
}

/** Every question of `definition` over the responses of `segments` in scope, and the scope's timeline (complete and partial responses whatever its statuses). */
function resultsOf(definition: SurveyDefinition, segments: readonly Segment[], scope: ResponseScope): Pick<SurveyResults, 'responses' | 'timeline' | 'questions'> {
  const either = select(segments, scope, ['complete', 'partial']);
  const days = timeline(either);
  const selected = either.filter(({ segment }) => scope.statuses.includes(segment.status));
  const shown = countShown(selected);
  return {
    responses: { complete: days.reduce((sum, day) => sum + day.complete, 0), partial: days.reduce((sum, day) => sum + day.partial, 0) },
    timeline: days,
    questions: definition.questions.map((question) => questionResult(question, gathered(selected, question, shown))),
  };
}

/**
 * The results page's numbers: every question of `definition` over the responses in scope, each
 * estimate with its interval. Answers to questions the definition no longer has are left out.
 * Counted from the survey's answers held in memory (answer-store.ts), kept current with the
 * database on every read.
 */
export async function surveyResults(
  app: FastifyInstance,
  survey: Survey,
  view: { version: SurveyVersion | null; scope: ResponseScope; filters: ResultsFilters },
): Promise<SurveyResults> {
  const definition = view.version?.definition ?? null;
  const computed = definition
    ? await readSurveyAnswers(app, survey.id, ['results', view.version?.id ?? null, view.scope], (segments) => resultsOf(definition, segments, view.scope))
    : { responses: { complete: 0, partial: 0 }, timeline: [], questions: [] };
  return {
    survey: { id: survey.id, title: survey.title, status: survey.status },
    version: view.filters.version,
    filters: view.filters,
    ...computed,
  };
}
