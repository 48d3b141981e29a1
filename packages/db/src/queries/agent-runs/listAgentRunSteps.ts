import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRunSteps, type AgentRunStepRow } from '../../schema';

/** A run's steps in order; with `afterIndex`, only those after it (what a live stream has not sent yet). */
export async function listAgentRunSteps(db: Db, runId: string, afterIndex = -1): Promise<AgentRunStepRow[]> {
  return db
    .select()
    .from(agentRunSteps)
    .where(and(eq(agentRunSteps.runId, runId), gt(agentRunSteps.index, afterIndex)))
    .orderBy(asc(agentRunSteps.index));
}
