import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, type AgentRunFindings, type AgentRunRow } from '../../schema';

export async function completeAgentRun(
  db: Db,
  id: string,
  result: { outcome: 'success' | 'failure'; decisionMaker: string; findings: AgentRunFindings; durationMs: number },
  now = new Date(),
): Promise<AgentRunRow | null> {
  const [row] = await db
    .update(agentRuns)
    .set({ status: 'completed', error: null, ...result, finishedAt: now })
    .where(eq(agentRuns.id, id))
    .returning();
  return row ?? null;
}
