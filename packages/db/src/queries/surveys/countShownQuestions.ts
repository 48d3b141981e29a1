import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, type ResponseScope } from './scope';

/**
 * For each question, how many respondents in scope were shown it. Respondents are first counted by
 * the list they were shown (there are as few lists as paths through the survey's logic).
 */
export async function countShownQuestions(db: Db, scope: ResponseScope): Promise<Array<{ questionId: string; count: number }>> {
  const { responses } = sourcesOf(scope);
  return selectRows(
    db,
    sql`select shown.question_id as "questionId", sum(lists.count)::int as count
      from (select ${responses.shownQuestionIds} as ids, count(*) as count from ${responses} where ${scopeCondition(scope)} group by 1) as lists
      cross join lateral unnest(lists.ids) as shown(question_id)
      group by shown.question_id`,
  );
}
