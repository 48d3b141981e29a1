import type { FastifyInstance } from 'fastify';
import type { ResponseScope } from '@sightline/db';
import type { Question } from '@sightline/shared/research/survey';
import { LIKERT_LABELS } from '@sightline/shared/research/survey-logic';
import type { CrossTab, CrossTabTest } from '@sightline/shared/research/survey-results';
import { crossTabTest } from '@sightline/shared/research/stats';
import { HttpError } from '../errors';
import { readSurveyAnswers } from './answer-store';
import { countPairs, select } from './answer-tally';

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

/** Respondents in scope by their answers to two questions, with row percentages and a test of independence. */
export async function crossTab(app: FastifyInstance, scope: ResponseScope, row: Question, column: Question): Promise<CrossTab> {
  if (row.id === column.id) throw new HttpError(400, 'VALIDATION_ERROR', 'Choose two different questions to cross-tabulate.');
  const rows = crossTabCategories(row);
  const columns = crossTabCategories(column);
  const counts = await readSurveyAnswers(app, scope.surveyId, ['crosstab', row, column, scope], (segments) => {
    const cells = rows.list.map(() => columns.list.map(() => 0));
    countPairs(select(segments, scope), { row: row.id, column: column.id }, rows.of, columns.of, cells);
    return cells;
  });
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
