import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyDeletedResponses } from '../../schema';
import { scopeCondition, selectRows, type ResponseScope } from './scope';
import type { ResponsesChecksum } from './surveyResponsesChecksum';

/**
 * The `limit` responses in scope deleted last (survey_deleted_responses), and their count and
 * checksum as surveyResponsesChecksum sums them: when kept sums hold `limit` responses more than
 * the survey has now, these are the ones to subtract, if the checksums agree.
 */
export async function listLatestDeletedResponses(db: Db, scope: ResponseScope, limit: number): Promise<{ ids: string[]; set: ResponsesChecksum }> {
  const rows = await selectRows<{ id: string; hash: string }>(
    db,
    sql`select ${surveyDeletedResponses.id} as id, hashtextextended(${surveyDeletedResponses.id}::text, 0)::text as hash
      from ${surveyDeletedResponses} where ${scopeCondition({ ...scope, deleted: 'every' })}
      order by ${desc(surveyDeletedResponses.deletion)} limit ${limit}`,
  );
  return { ids: rows.map((row) => row.id), set: { count: rows.length, checksum: rows.reduce((sum, row) => sum + BigInt(row.hash), 0n) } };
}
