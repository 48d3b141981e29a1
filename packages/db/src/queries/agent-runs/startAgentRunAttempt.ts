import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, agentRunSteps, type AgentRunRow } from '../../schema';

/** Marks an attempt as running; a retried run starts again from no steps (a dead attempt's are dropped). */
export async function startAgentRunAttempt(db: Db, id: string, now = new Date()): Promise<AgentRunRow | null> {
  return db.transaction(async (tx) => {
    await tx.delete(agentRunSteps).where(eq(agentRunSteps.runId, id));
    const [row] = await tx
      .update(agentRuns)
      .set({ status: 'running', outcome: null, findings: null, decisionMaker: null, durationMs: null, error: null, attempts: sql`${agentRuns.attempts} + 1`, startedAt: now, finishedAt: null })
      .where(eq(agentRuns.id, id))
      .returning();
    return row ?? null;
  });
}
