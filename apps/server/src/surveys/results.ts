import type { FastifyInstance } from 'fastify';
import {
  countAnswerValues,
  countAnswerWords,
  countShownQuestions,
  countSurveyAnswerKeys,
  listLatestTexts,
  surveyResponseTimeline,
  type AnswerKeyCount,
  type LatestText,
  type ResponseScope,
  type Survey,
  type SurveyVersion,
} from '@sightline/db';
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { LIKERT_LABELS, PRICE_QUESTIONS, type PriceAnswer } from '@sightline/shared/research/survey-logic';
import { priceAnalysis, type QuestionResult, type ResultsFilters, type ScaleValue, type SurveyResults } from '@sightline/shared/research/survey-results';
import { histogram, meanInterval, median, npsInterval, wilsonInterval } from '@sightline/shared/research/stats';
import { cachedSurveyRead } from './results-cache';
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
  /** The values of every `value:<n>` key, each as often as it was given. */
  numbers(): number[] {
    const values: number[] = [];
    for (const [key, count] of this.counts) if (key.startsWith('value:')) for (let i = 0; i < count; i++) values.push(Number(key.slice(6)));
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

function groupBy<T extends { questionId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.questionId);
    if (list) list.push(row);
    else groups.set(row.questionId, [row]);
  }
  return groups;
}

/** Every question of `definition` over the responses in scope: what surveyResults caches. */
async function computeResults(app: FastifyInstance, definition: SurveyDefinition | null, scope: ResponseScope): Promise<Pick<SurveyResults, 'responses' | 'timeline' | 'questions'>> {
  const [timeline, keyCounts, shown, values, latest, words] = definition
    ? await Promise.all([
        surveyResponseTimeline(app.db, scope),
        countSurveyAnswerKeys(app.db, scope, {
          single: ofType(definition, 'single_choice'),
          multiple: ofType(definition, 'multiple_choice'),
          scalar: ofType(definition, 'yes_no', 'rating', 'likert', 'nps'),
          ranking: ofType(definition, 'ranking'),
          matrix: ofType(definition, 'matrix'),
        }),
        countShownQuestions(app.db, scope),
        countAnswerValues(app.db, scope, ofType(definition, 'number', 'van_westendorp')),
        listLatestTexts(app.db, scope, { text: ofType(definition, 'short_text', 'long_text'), other: ofType(definition, 'single_choice', 'multiple_choice') }, LATEST),
        countAnswerWords(app.db, scope, ofType(definition, 'short_text', 'long_text'), { stopWords: STOP_WORDS, limit: TOP_WORDS }),
      ])
    : [[], [], [], [], [], []];
  const counts = new Map<string, Map<string, number>>();
  for (const row of keyCounts as AnswerKeyCount[]) {
    const forQuestion = counts.get(row.questionId) ?? new Map<string, number>();
    forQuestion.set(row.key, row.count);
    counts.set(row.questionId, forQuestion);
  }
  const shownBy = new Map(shown.map((row) => [row.questionId, row.count]));
  const valuesBy = groupBy(values);
  const latestBy = groupBy(latest);
  const wordsBy = groupBy(words);
  return {
    responses: { complete: timeline.reduce((sum, day) => sum + day.complete, 0), partial: timeline.reduce((sum, day) => sum + day.partial, 0) },
    timeline,
    questions: (definition?.questions ?? []).map((question) =>
      questionResult(question, {
        counts: new KeyCounts(counts.get(question.id) ?? new Map()),
        shown: shownBy.get(question.id) ?? 0,
        values: (valuesBy.get(question.id) ?? []).flatMap((row) => Array.from({ length: row.count }, () => row.value)),
        latest: latestBy.get(question.id) ?? [],
        words: (wordsBy.get(question.id) ?? []).map(({ word, count }) => ({ word, count })),
      }),
    ),
  };
}

/**
 * The results page's numbers: every question of `definition` over the responses in scope, each
 * estimate with its interval. Answers to questions the definition no longer has are left out.
 * Worked out once per state of the survey's answers (results-cache.ts).
 */
export async function surveyResults(
  app: FastifyInstance,
  survey: Survey,
  view: { version: SurveyVersion | null; scope: ResponseScope; filters: ResultsFilters },
): Promise<SurveyResults> {
  const definition = view.version?.definition ?? null;
  const computed = await cachedSurveyRead(app, survey.id, ['results', view.version?.id ?? null, view.scope], () => computeResults(app, definition, view.scope));
  return {
    survey: { id: survey.id, title: survey.title, status: survey.status },
    version: view.filters.version,
    filters: view.filters,
    ...computed,
  };
}
