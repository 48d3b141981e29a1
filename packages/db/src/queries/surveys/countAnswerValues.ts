import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, textArray, type ResponseScope } from './scope';

/**
 * Each distinct answer in scope to these questions with how many gave it, except "don't know" /
 * "prefer not to say" (numbers, prices). Counted in the database: respondents give the same
 * numbers again and again, so this is far fewer rows than the answers.
 */
export async function countAnswerValues(db: Db, scope: ResponseScope, questionIds: readonly string[]): Promise<Array<{ questionId: string; value: unknown; count: number }>> {
  if (questionIds.length === 0) return [];
  const { responses, answers } = sourcesOf(scope);
  return selectRows(
    db,
    sql`select ${answers.questionId} as "questionId", ${answers.value} as value, count(*)::int as count
      from ${answers} join ${responses} on ${responses.id} = ${answers.responseId}
      where ${answers.surveyId} = ${scope.surveyId} and ${answers.questionId} = any(${textArray(questionIds)})
        and not (jsonb_typeof(${answers.value}) = 'object' and ${answers.value} ? 'special')
        and ${scopeCondition(scope)}
      group by 1, 2`,
  );
}
