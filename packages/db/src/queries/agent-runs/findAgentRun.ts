import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, type AgentRunRow } from '../../schema';

export async function findAgentRun(db: Db, id: string): Promise<AgentRunRow | null> {
  const [row] = await db.select().from(agentRuns).where(eq(agentRuns.id, id));
  return row ?? null;
}
