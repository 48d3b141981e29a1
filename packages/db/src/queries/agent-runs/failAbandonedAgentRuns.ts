import { and, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns } from '../../schema';

/**
 * Fails every queued or running agent run created before `createdBefore` whose id is not among
 * `liveIds` (the runs a job will still run), as failAbandonedAnalyses does. Returns the ids it failed.
 */
export async function failAbandonedAgentRuns(db: Db, input: { liveIds: readonly string[]; createdBefore: Date; error: string }, now = new Date()): Promise<string[]> {
  const conditions = [inArray(agentRuns.status, ['queued', 'running']), lt(agentRuns.createdAt, input.createdBefore)];
  if (input.liveIds.length > 0) conditions.push(notInArray(agentRuns.id, [...input.liveIds]));
  const rows = await db
    .update(agentRuns)
    .set({ status: 'failed', error: input.error, finishedAt: now })
    .where(and(...conditions))
    .returning({ id: agentRuns.id });
  return rows.map((row) => row.id);
}
