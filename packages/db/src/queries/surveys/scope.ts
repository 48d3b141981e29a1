import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses, type SurveyResponseStatus } from '../../schema';

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
}

/** When a response counts as given: its completion, or its last save while partial. */
export const answeredAt = sql`coalesce(${surveyResponses.completedAt}, ${surveyResponses.updatedAt})`;

const filterAnswer = alias(surveyAnswers, 'filter_answer');

/** The scope as a condition on survey_responses. */
export function scopeCondition(scope: ResponseScope, options: { statuses?: boolean } = {}): SQL {
  const conditions: Array<SQL | undefined> = [eq(surveyResponses.surveyId, scope.surveyId)];
  if (scope.versionId !== null) conditions.push(eq(surveyResponses.versionId, scope.versionId));
  if (scope.from !== null) conditions.push(gte(answeredAt, scope.from));
  if (scope.to !== null) conditions.push(lt(answeredAt, scope.to));
  if (options.statuses !== false) conditions.push(inArray(surveyResponses.status, [...scope.statuses]));
  for (const filter of scope.answers) {
    conditions.push(
      sql`exists (select 1 from ${surveyAnswers} ${filterAnswer} where ${filterAnswer.responseId} = ${surveyResponses.id} and ${filterAnswer.questionId} = ${filter.questionId} and ${filterAnswer.value} @> ${JSON.stringify(filter.contains)}::jsonb)`,
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
