import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../database';
import { surveyAnswers, surveyDeletedAnswers, surveyDeletedResponses, surveyResponses, type SurveyResponseStatus } from '../../schema';

/** Which responses of a survey a results query reads (the results page's filters). */
export interface ResponseScope {
  surveyId: string;
  /** Only responses to this version; null: every version. */
  versionId: string | null;
  /** Answered (completed, or last saved when partial) at or after this instant. */
  from: Date | null;
  /** …and before this one. */
  to: Date | null;
  statuses: readonly SurveyResponseStatus[];
  /** Only respondents whose answer to each question contains this JSON value (jsonb `@>`). */
  answers: ReadonlyArray<{ questionId: string; contains: unknown }>;
  /**
   * Read these deleted responses (survey_deleted_responses, by id; 'every': all of them) as far as
   * they are in scope, instead of the survey's own: what kept sums subtract (results-cache.ts).
   */
  deleted?: readonly string[] | 'every';
}

/**
 * The tables a scope reads: the survey's responses and answers, or the copies of deleted ones,
 * which have the same columns (so every results query reads either the same way). `answeredAt`:
 * when a response counts as given, its completion, or its last save while partial.
 */
export function sourcesOf(scope: Pick<ResponseScope, 'deleted'>): typeof LIVE {
  return scope.deleted ? DELETED : LIVE;
}

const LIVE = {
  responses: surveyResponses,
  answers: surveyAnswers,
  filterAnswer: alias(surveyAnswers, 'filter_answer'),
  answeredAt: sql`coalesce(${surveyResponses.completedAt}, ${surveyResponses.updatedAt})`,
};
// The copies have every column the queries name, under the same names: only the table names differ.
const DELETED = {
  responses: surveyDeletedResponses as unknown as typeof surveyResponses,
  answers: surveyDeletedAnswers as unknown as typeof surveyAnswers,
  filterAnswer: alias(surveyDeletedAnswers, 'filter_answer') as unknown as typeof LIVE.filterAnswer,
  answeredAt: sql`coalesce(${surveyDeletedResponses.completedAt}, ${surveyDeletedResponses.updatedAt})`,
};

/** When a response counts as given: its completion, or its last save while partial. */
export const answeredAt = LIVE.answeredAt;

/** The scope as a condition on survey_responses. */
export function scopeCondition(scope: ResponseScope, options: { statuses?: boolean } = {}): SQL {
  const { responses, answers, filterAnswer, answeredAt: at } = sourcesOf(scope);
  const conditions: Array<SQL | undefined> = [eq(responses.surveyId, scope.surveyId)];
  if (Array.isArray(scope.deleted)) conditions.push(scope.deleted.length === 0 ? sql`false` : inArray(responses.id, [...scope.deleted]));
  if (scope.versionId !== null) conditions.push(eq(responses.versionId, scope.versionId));
  if (scope.from !== null) conditions.push(gte(at, scope.from));
  if (scope.to !== null) conditions.push(lt(at, scope.to));
  if (options.statuses !== false) conditions.push(inArray(responses.status, [...scope.statuses]));
  for (const filter of scope.answers) {
    conditions.push(
      sql`exists (select 1 from ${answers} ${filterAnswer} where ${filterAnswer.responseId} = ${responses.id} and ${filterAnswer.questionId} = ${filter.questionId} and ${filterAnswer.value} @> ${JSON.stringify(filter.contains)}::jsonb)`,
    );
  }
  return and(...conditions)!;
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of ids as one text[] parameter (drizzle would expand a JS array into a row of parameters). */
export function textArray(list: readonly string[]): SQL {
  return sql`${`{${list.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
}
