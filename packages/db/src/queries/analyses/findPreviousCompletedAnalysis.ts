import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/**
 * The latest completed analysis of the same domain by the same owner (same browser key or same
 * account) started before this one: what "changes since last time" compares against.
 */
export async function findPreviousCompletedAnalysis(db: Db, analysis: Pick<Analysis, 'id' | 'domain' | 'ownerKeyHash' | 'userId' | 'createdAt'>): Promise<Analysis | null> {
  const owned: SQL[] = [];
  if (analysis.ownerKeyHash !== null) owned.push(eq(analyses.ownerKeyHash, analysis.ownerKeyHash));
  if (analysis.userId !== null) owned.push(eq(analyses.userId, analysis.userId));
  if (owned.length === 0) return null;
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(or(...owned), eq(analyses.domain, analysis.domain), eq(analyses.status, 'completed'), lt(analyses.createdAt, analysis.createdAt)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row ?? null;
}
