import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';
import { answeredAt, scopeCondition, selectRows, textArray, type ResponseScope } from './scope';

export interface LatestText {
  questionId: string;
  text: string;
  /** ISO 8601, UTC. */
  at: string;
}

/**
 * The latest `limit` written answers in scope per question, newest first: the text of text
 * questions, and the "other, please specify" of choice questions.
 */
export async function listLatestTexts(db: Db, scope: ResponseScope, questions: { text: readonly string[]; other: readonly string[] }, limit: number): Promise<LatestText[]> {
  if (questions.text.length + questions.other.length === 0) return [];
  const value = surveyAnswers.value;
  return selectRows(
    db,
    sql`select "questionId", text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (
      select ${surveyAnswers.questionId} as "questionId", written.text, ${answeredAt} as at,
        row_number() over (partition by ${surveyAnswers.questionId} order by ${answeredAt} desc, ${surveyResponses.id}) as place
      from ${surveyAnswers} join ${surveyResponses} on ${surveyResponses.id} = ${surveyAnswers.responseId}
      cross join lateral (select case
        when ${surveyAnswers.questionId} = any(${textArray(questions.text)}) and jsonb_typeof(${value}) = 'string' then ${value} #>> '{}'
        when ${surveyAnswers.questionId} = any(${textArray(questions.other)}) and jsonb_typeof(${value}) = 'object' then ${value} ->> 'other'
      end as text) as written
      where ${surveyAnswers.surveyId} = ${scope.surveyId} and written.text is not null and ${scopeCondition(scope)}
    ) as texts where place <= ${limit} order by "questionId", place`,
  );
}
