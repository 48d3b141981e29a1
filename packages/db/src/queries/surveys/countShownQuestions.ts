import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { scopeCondition, selectRows, type ResponseScope } from './scope';

/**
 * For each question, how many respondents in scope were shown it. Respondents are first counted by
 * the list they were shown (there are as few lists as paths through the survey's logic).
 */
export async function countShownQuestions(db: Db, scope: ResponseScope): Promise<Array<{ questionId: string; count: number }>> {
  return selectRows(
    db,
    sql`select shown.question_id as "questionId", sum(lists.count)::int as count
      from (select ${surveyResponses.shownQuestionIds} as ids, count(*) as count from ${surveyResponses} where ${scopeCondition(scope)} group by 1) as lists
      cross join lateral unnest(lists.ids) as shown(question_id)
      group by shown.question_id`,
  );
}
