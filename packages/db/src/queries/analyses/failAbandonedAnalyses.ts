import { and, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/**
 * Fails every queued or running analysis created before `createdBefore` whose id is not among
 * `liveIds` (the analyses a job will still run): nothing would ever finish them. The age keeps an
 * analysis whose job is being sent right now out of it. Returns the ids it failed.
 */
export async function failAbandonedAnalyses(db: Db, input: { liveIds: readonly string[]; createdBefore: Date; error: string }, now = new Date()): Promise<string[]> {
  const conditions = [inArray(analyses.status, ['queued', 'running']), lt(analyses.createdAt, input.createdBefore)];
  if (input.liveIds.length > 0) conditions.push(notInArray(analyses.id, [...input.liveIds]));
  const rows = await db
    .update(analyses)
    .set({ status: 'failed', stage: null, pagesInProgress: [], error: input.error, finishedAt: now })
    .where(and(...conditions))
    .returning({ id: analyses.id });
  return rows.map((row) => row.id);
}
