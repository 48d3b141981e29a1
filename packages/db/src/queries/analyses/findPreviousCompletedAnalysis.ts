import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/**
 * The latest completed analysis of the same domain by the same owner (same browser key or same
 * account) started before this one, with the same analysis types in any order: what "changes since
 * last time" compares against. A deceptive-design site check between two full analyses is not the
 * last time for either.
 */
export async function findPreviousCompletedAnalysis(db: Db, analysis: Pick<Analysis, 'id' | 'domain' | 'ownerKeyHash' | 'userId' | 'createdAt' | 'request'>): Promise<Analysis | null> {
  const owned: SQL[] = [];
  if (analysis.ownerKeyHash !== null) owned.push(eq(analyses.ownerKeyHash, analysis.ownerKeyHash));
  if (analysis.userId !== null) owned.push(eq(analyses.userId, analysis.userId));
  if (owned.length === 0) return null;
  const types = JSON.stringify(analysis.request.analysisTypes);
  const sameTypes = sql`${analyses.request} -> 'analysisTypes' @> ${types}::jsonb and ${analyses.request} -> 'analysisTypes' <@ ${types}::jsonb`;
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(or(...owned), eq(analyses.domain, analysis.domain), eq(analyses.status, 'completed'), lt(analyses.createdAt, analysis.createdAt), sameTypes))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row ?? null;
}
