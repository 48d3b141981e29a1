import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { answeredAt, scopeCondition, selectRows, type ResponseScope } from './scope';

export interface TimelineDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  complete: number;
  partial: number;
}

/** Responses in scope per day (UTC), complete and partial whatever the scope's statuses, oldest first. */
export async function surveyResponseTimeline(db: Db, scope: ResponseScope): Promise<TimelineDay[]> {
  return selectRows(
    db,
    sql`select to_char(${answeredAt} at time zone 'UTC', 'YYYY-MM-DD') as date,
        count(*) filter (where ${surveyResponses.status} = 'complete')::int as complete,
        count(*) filter (where ${surveyResponses.status} = 'partial')::int as partial
      from ${surveyResponses} where ${scopeCondition(scope, { statuses: false })}
      group by 1 order by 1`,
  );
}
