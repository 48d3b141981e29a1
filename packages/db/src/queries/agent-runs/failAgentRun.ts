import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, type AgentRunRow } from '../../schema';

/** `final` is false while the queue will retry: the run shows as queued again, with the reason. */
export async function failAgentRun(db: Db, id: string, error: string, final: boolean, now = new Date()): Promise<AgentRunRow | null> {
  const [row] = await db
    .update(agentRuns)
    .set(final ? { status: 'failed', error, finishedAt: now } : { status: 'queued', error })
    .where(eq(agentRuns.id, id))
    .returning();
  return row ?? null;
}
