import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns } from '../../schema';
import type { AnalysisCountsByIp } from '../analyses/countAnalysesByIp';

/** What the per-IP limits read for agent runs: runs of one (hashed) IP started since `since`, and those not finished yet. */
export async function countAgentRunsByIp(db: Db, ipHash: string, since: Date): Promise<AnalysisCountsByIp> {
  const recent = gt(agentRuns.createdAt, since);
  const inProgress = inArray(agentRuns.status, ['queued', 'running']);
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${inProgress})`.mapWith(Number),
    })
    .from(agentRuns)
    .where(and(eq(agentRuns.ipHash, ipHash), or(recent, inProgress)));
  return { recent: row?.recent ?? 0, inProgress: row?.inProgress ?? 0 };
}
