import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { selectRows } from './scope';

/**
 * What changes whenever a survey's answers do: its number of responses and the latest save (a
 * response's answers are only ever replaced together with its updated_at). Cached results are
 * valid while it stays the same.
 */
export async function surveyAnswersStamp(db: Db, surveyId: string): Promise<string> {
  const [row] = await selectRows<{ stamp: string }>(
    db,
    sql`select count(*) || '@' || coalesce(to_char(max(${surveyResponses.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '') as stamp
      from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveyId}`,
  );
  return row!.stamp;
}
