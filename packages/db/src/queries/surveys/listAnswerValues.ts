import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';
import { scopeCondition, selectRows, textArray, type ResponseScope } from './scope';

/** Every answer in scope to these questions except "don't know" / "prefer not to say" (numbers, prices). */
export async function listAnswerValues(db: Db, scope: ResponseScope, questionIds: readonly string[]): Promise<Array<{ questionId: string; value: unknown }>> {
  if (questionIds.length === 0) return [];
  return selectRows(
    db,
    sql`select ${surveyAnswers.questionId} as "questionId", ${surveyAnswers.value} as value
      from ${surveyAnswers} join ${surveyResponses} on ${surveyResponses.id} = ${surveyAnswers.responseId}
      where ${surveyAnswers.surveyId} = ${scope.surveyId} and ${surveyAnswers.questionId} = any(${textArray(questionIds)})
        and not (jsonb_typeof(${surveyAnswers.value}) = 'object' and ${surveyAnswers.value} ? 'special')
        and ${scopeCondition(scope)}`,
  );
}
