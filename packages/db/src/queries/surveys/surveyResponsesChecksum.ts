import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, type ResponseScope } from './scope';

/** How many responses a scope holds and what a hash of their ids adds up to: two sets with the same of both are, but for a hash collision, the same set. */
export interface ResponsesChecksum {
  count: number;
  /** The sum of hashtextextended(id::text, 0) (64-bit) over them, as a decimal integer. */
  checksum: bigint;
}

/**
 * The count and checksum of the responses in scope: kept sums (survey_results_sums) are of the
 * set these describe, and are only used while the set has both the same. A sum rather than a
 * count alone, so that a response deleted and another saved late into the same range do not
 * cancel out.
 */
export async function surveyResponsesChecksum(db: Db, scope: ResponseScope): Promise<ResponsesChecksum> {
  const { responses } = sourcesOf(scope);
  const [row] = await selectRows<{ count: number; checksum: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(hashtextextended(${responses.id}::text, 0)), 0)::text as checksum
      from ${responses} where ${scopeCondition(scope)}`,
  );
  return { count: row!.count, checksum: BigInt(row!.checksum) };
}
