import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns } from '../../schema';

/** Gives an account the agent runs a browser started without one, as claimBrowserAnalyses does for analyses. Returns how many joined. */
export async function claimBrowserAgentRuns(db: Db, input: { userId: string; ownerKeyHash: string }): Promise<number> {
  const rows = await db
    .update(agentRuns)
    .set({ userId: input.userId })
    .where(and(eq(agentRuns.ownerKeyHash, input.ownerKeyHash), isNull(agentRuns.userId)))
    .returning({ id: agentRuns.id });
  return rows.length;
}
