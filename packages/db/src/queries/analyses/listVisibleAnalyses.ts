import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

export type AnalysisListItem = Pick<Analysis, 'id' | 'domain' | 'status' | 'scores' | 'createdAt' | 'finishedAt'>;

/** Analyses owned by a browser (owner key) or an account, newest first; optionally of one domain. */
export async function listVisibleAnalyses(db: Db, owner: { ownerKeyHash: string | null; userId: string | null; domain?: string }, limit = 100): Promise<AnalysisListItem[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(analyses.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(analyses.userId, owner.userId));
  if (owned.length === 0) return [];
  return db
    .select({ id: analyses.id, domain: analyses.domain, status: analyses.status, scores: analyses.scores, createdAt: analyses.createdAt, finishedAt: analyses.finishedAt })
    .from(analyses)
    .where(and(or(...owned), owner.domain === undefined ? undefined : eq(analyses.domain, owner.domain)))
    .orderBy(desc(analyses.createdAt))
    .limit(limit);
}
