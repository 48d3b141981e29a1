import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

export interface AnalysisCountsByIp {
  /** Submitted since the given time (the hourly limit). */
  recent: number;
  /** Queued or running now (the cap on analyses in progress). */
  inProgress: number;
}

/** What the per-IP limits read: analyses of one (hashed) IP submitted since `since`, and those not finished yet. */
export async function countAnalysesByIp(db: Db, ipHash: string, since: Date): Promise<AnalysisCountsByIp> {
  const recent = gt(analyses.createdAt, since);
  const inProgress = inArray(analyses.status, ['queued', 'running']);
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${inProgress})`.mapWith(Number),
    })
    .from(analyses)
    .where(and(eq(analyses.ipHash, ipHash), or(recent, inProgress)));
  return { recent: row?.recent ?? 0, inProgress: row?.inProgress ?? 0 };
}
