import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, type AgentRunRow } from '../../schema';
import type { AnalysisCountsByIp } from '../analyses/countAnalysesByIp';
import { isWithinLimits, type PerIpLimits } from '../analyses/createAnalysisWithinLimits';
import { countAgentRunsByIp } from './countAgentRunsByIp';

/** First key of the advisory locks taken here, apart from the analyses' so the two never wait on each other. */
const AGENT_LIMIT_LOCK_NAMESPACE = 0x5167_4152;

export interface NewAgentRun {
  domain: string;
  startUrl: string;
  task: string;
  persona: string;
  ipHash: string;
  ownerKeyHash: string | null;
  userId: string | null;
}

/**
 * Counts and inserts as one step, as createAnalysisWithinLimits does for analyses: concurrent starts
 * from one IP take turns on an advisory lock held until the transaction ends.
 */
export async function createAgentRunWithinLimits(db: Db, input: NewAgentRun, limits: PerIpLimits): Promise<{ created: AgentRunRow } | { refused: AnalysisCountsByIp }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AGENT_LIMIT_LOCK_NAMESPACE}, hashtext(${input.ipHash}))`);
    const counts = await countAgentRunsByIp(tx, input.ipHash, limits.since);
    if (!isWithinLimits(counts, limits)) return { refused: counts };
    const [row] = await tx.insert(agentRuns).values(input).returning();
    return { created: row! };
  });
}
