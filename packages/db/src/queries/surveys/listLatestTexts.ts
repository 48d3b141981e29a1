import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, textArray, type ResponseScope } from './scope';

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
  const { responses, answers, answeredAt } = sourcesOf(scope);
  const value = answers.value;
  return selectRows(
    db,
    sql`select "questionId", text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (
      select ${answers.questionId} as "questionId", written.text, ${answeredAt} as at,
        row_number() over (partition by ${answers.questionId} order by ${answeredAt} desc, ${responses.id}) as place
      from ${answers} join ${responses} on ${responses.id} = ${answers.responseId}
      cross join lateral (select case
        when ${answers.questionId} = any(${textArray(questions.text)}) and jsonb_typeof(${value}) = 'string' then ${value} #>> '{}'
        when ${answers.questionId} = any(${textArray(questions.other)}) and jsonb_typeof(${value}) = 'object' then ${value} ->> 'other'
      end as text) as written
      where ${answers.surveyId} = ${scope.surveyId} and written.text is not null and ${scopeCondition(scope)}
    ) as texts where place <= ${limit} order by "questionId", place`,
  );
}
