import { desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, type AgentRunRow } from '../../schema';

/** Agent runs owned by a browser (owner key) or an account, newest first. */
export async function listVisibleAgentRuns(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 100): Promise<AgentRunRow[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(agentRuns.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(agentRuns.userId, owner.userId));
  if (owned.length === 0) return [];
  return db
    .select()
    .from(agentRuns)
    .where(or(...owned))
    .orderBy(desc(agentRuns.createdAt))
    .limit(limit);
}
