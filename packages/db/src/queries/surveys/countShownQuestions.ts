import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { scopeCondition, selectRows, type ResponseScope } from './scope';

/** For each question, how many respondents in scope were shown it. */
export async function countShownQuestions(db: Db, scope: ResponseScope): Promise<Array<{ questionId: string; count: number }>> {
  return selectRows(
    db,
    sql`select shown.question_id as "questionId", count(*)::int as count
      from ${surveyResponses} cross join lateral unnest(${surveyResponses.shownQuestionIds}) as shown(question_id)
      where ${scopeCondition(scope)} group by shown.question_id`,
  );
}
