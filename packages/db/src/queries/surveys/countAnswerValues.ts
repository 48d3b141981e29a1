import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';
import { scopeCondition, selectRows, textArray, type ResponseScope } from './scope';

/**
 * Each distinct answer in scope to these questions with how many gave it, except "don't know" /
 * "prefer not to say" (numbers, prices). Counted in the database: respondents give the same
 * numbers again and again, so this is far fewer rows than the answers.
 */
export async function countAnswerValues(db: Db, scope: ResponseScope, questionIds: readonly string[]): Promise<Array<{ questionId: string; value: unknown; count: number }>> {
  if (questionIds.length === 0) return [];
  return selectRows(
    db,
    sql`select ${surveyAnswers.questionId} as "questionId", ${surveyAnswers.value} as value, count(*)::int as count
      from ${surveyAnswers} join ${surveyResponses} on ${surveyResponses.id} = ${surveyAnswers.responseId}
      where ${surveyAnswers.surveyId} = ${scope.surveyId} and ${surveyAnswers.questionId} = any(${textArray(questionIds)})
        and not (jsonb_typeof(${surveyAnswers.value}) = 'object' and ${surveyAnswers.value} ? 'special')
        and ${scopeCondition(scope)}
      group by 1, 2`,
  );
}
