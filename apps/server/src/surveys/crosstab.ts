import type { FastifyInstance } from 'fastify';
import { countAnswerPairs, type ResponseScope } from '@sightline/db';
import type { Question } from '@sightline/shared/research/survey';
import { LIKERT_LABELS } from '@sightline/shared/research/survey-logic';
import type { CrossTab, CrossTabTest } from '@sightline/shared/research/survey-results';
import { crossTabTest } from '@sightline/shared/research/stats';
import { HttpError } from '../errors';
import { cachedSurveyAggregate, type SurveyAggregate } from './results-cache';

interface Category {
  id: string;
  label: string;
}

/** A question's answers as categories of a cross-tab, and which category an answer falls in (null: none, e.g. "don't know"). */
interface Categories {
  list: Category[];
  of(answer: unknown): number | null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function scaleCategories(values: number[], label: (value: number) => string): Categories {
  return { list: values.map((value) => ({ id: String(value), label: label(value) })), of: (answer) => (typeof answer === 'number' && values.includes(answer) ? values.indexOf(answer) : null) };
}

/** The categories of a question that can be cross-tabulated; a 400 for any other. */
export function crossTabCategories(question: Question): Categories {
  switch (question.type) {
    case 'single_choice': {
      const list = question.options.map(({ id, label }) => ({ id, label }));
      if (question.allowOther) list.push({ id: 'other', label: 'Other' });
      return {
        list,
        of(answer) {
          if (typeof answer !== 'object' || answer === null) return null;
          if ('other' in answer) return question.allowOther ? list.length - 1 : null;
          const index = question.options.findIndex((option) => 'choice' in answer && option.id === answer.choice);
          return index === -1 ? null : index;
        },
      };
    }
    case 'yes_no':
      return { list: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }], of: (answer) => (answer === true ? 0 : answer === false ? 1 : null) };
    case 'rating':
      return scaleCategories(range(1, question.points), String);
    case 'likert':
      return scaleCategories(range(1, question.points), (value) => LIKERT_LABELS[question.points][value - 1]!);
    case 'nps':
      return {
        list: [{ id: 'detractor', label: 'Detractors (0–6)' }, { id: 'passive', label: 'Passives (7–8)' }, { id: 'promoter', label: 'Promoters (9–10)' }],
        of: (answer) => (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer > 10 ? null : answer <= 6 ? 0 : answer <= 8 ? 1 : 2),
      };
    default:
      throw new HttpError(400, 'NOT_CROSS_TABULABLE', `"${question.title}" cannot be cross-tabulated: use single choice, yes/no, rating, Likert or NPS questions.`);
  }
}

/**
 * The stats module's test in the results' words, with Cramér's V for a chi-square test (Cramér
 * 1946, Mathematical Methods of Statistics, §21.9): √(χ² / (n · (min(r, c) − 1))), over the rows
 * and columns that have answers, as the test counts them.
 */
function independenceTest(counts: number[][], labels: { rowLabel: string; colLabel: string }): CrossTabTest {
  const test = crossTabTest(counts, labels);
  let cramersV: number | null = null;
  if (test.method === 'chi-square' && test.statistic !== undefined) {
    const n = counts.flat().reduce((sum, count) => sum + count, 0);
    const rows = counts.filter((cells) => cells.some((count) => count > 0)).length;
    const columns = (counts[0] ?? []).filter((_, j) => counts.some((cells) => cells[j]! > 0)).length;
    cramersV = Math.sqrt(test.statistic / (n * (Math.min(rows, columns) - 1)));
  }
  return {
    method: test.method === 'fisher-exact' ? 'fisher' : test.method,
    statistic: test.statistic ?? null,
    df: test.df ?? null,
    pValue: test.pValue ?? null,
    cramersV,
    sentence: test.sentence,
  };
}

type Pair = { row: unknown; column: unknown; count: number };

/** How many respondents gave each pair of answers, by the pair as JSON: counts that add up over disjoint sets of responses. */
function pairsAggregate(app: FastifyInstance, questions: { row: string; column: string }): SurveyAggregate<Map<string, Pair>, Pair[]> {
  const byPair = (pairs: Pair[]) => new Map(pairs.map((pair) => [JSON.stringify([pair.row, pair.column]), pair]));
  return {
    kind: ['crosstab', questions.row, questions.column],
    gather: async (scope) => byPair(await countAnswerPairs(app.db, scope, questions)),
    empty: () => new Map(),
    add(into, more) {
      for (const [key, pair] of more) into.set(key, { ...pair, count: (into.get(key)?.count ?? 0) + pair.count });
    },
    subtract(from, less) {
      for (const [key, { count }] of less) {
        const kept = from.get(key);
        if (kept && kept.count > count) from.set(key, { ...kept, count: kept.count - count });
        else from.delete(key);
      }
      return Promise.resolve();
    },
    finish: (whole) => [...whole.values()],
    bytes: (part) => part.size * 120,
    toJson: (part) => [...part.values()],
    fromJson: (json) => (Array.isArray(json) ? byPair(json as Pair[]) : null),
    // The pairs of two questions' answers are the same whatever the definition around them.
    fit: () => Promise.resolve(false),
  };
}

/** Respondents in scope by their answers to two questions, with row percentages and a test of independence. */
export async function crossTab(app: FastifyInstance, scope: ResponseScope, row: Question, column: Question): Promise<CrossTab> {
  if (row.id === column.id) throw new HttpError(400, 'VALIDATION_ERROR', 'Choose two different questions to cross-tabulate.');
  const rows = crossTabCategories(row);
  const columns = crossTabCategories(column);
  const counts = rows.list.map(() => columns.list.map(() => 0));
  const pairs = await cachedSurveyAggregate(app, scope, ['crosstab', row.id, column.id], pairsAggregate(app, { row: row.id, column: column.id }));
  for (const pair of pairs) {
    const i = rows.of(pair.row);
    const j = columns.of(pair.column);
    if (i !== null && j !== null) counts[i]![j]! += pair.count;
  }
  const rowPercents = counts.map((cells) => {
    const total = cells.reduce((sum, count) => sum + count, 0);
    return cells.map((count) => (total === 0 ? 0 : (100 * count) / total));
  });
  return {
    row: { id: row.id, title: row.title },
    column: { id: column.id, title: column.title },
    rows: rows.list,
    columns: columns.list,
    counts,
    rowPercents,
    n: counts.flat().reduce((sum, count) => sum + count, 0),
    test: independenceTest(counts, { rowLabel: row.title, colLabel: column.title }),
  };
}
