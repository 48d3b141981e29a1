import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, type ResponseScope } from './scope';
import type { ResponsesChecksum } from './surveyResponsesChecksum';

export interface TimelineDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  complete: number;
  partial: number;
}

/**
 * Responses in scope per day (UTC), complete and partial whatever the scope's statuses, oldest
 * first; and, from the same scan, the count and checksum of the complete ones (what
 * surveyResponsesChecksum answers for them), which checks kept sums on every results read.
 */
export async function surveyResponseTimeline(db: Db, scope: ResponseScope): Promise<{ days: TimelineDay[]; complete: ResponsesChecksum }> {
  const { responses, answeredAt } = sourcesOf(scope);
  const rows = await selectRows<TimelineDay & { checksum: string }>(
    db,
    sql`select to_char(${answeredAt} at time zone 'UTC', 'YYYY-MM-DD') as date,
        count(*) filter (where ${responses.status} = 'complete')::int as complete,
        count(*) filter (where ${responses.status} = 'partial')::int as partial,
        coalesce(sum(hashtextextended(${responses.id}::text, 0)) filter (where ${responses.status} = 'complete'), 0)::text as checksum
      from ${responses} where ${scopeCondition(scope, { statuses: false })}
      group by 1 order by 1`,
  );
  const complete: ResponsesChecksum = { count: 0, checksum: 0n };
  for (const row of rows) {
    complete.count += row.complete;
    complete.checksum += BigInt(row.checksum);
  }
  return { days: rows.map(({ date, complete: done, partial }) => ({ date, complete: done, partial })), complete };
}
