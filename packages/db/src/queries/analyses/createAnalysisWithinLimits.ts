import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import type { Analysis } from '../../schema';
import { countAnalysesByIp, type AnalysisCountsByIp } from './countAnalysesByIp';
import { createAnalysis } from './createAnalysis';

/** First key of the two-key advisory locks taken here, so they never meet another feature's locks. */
const IP_LIMIT_LOCK_NAMESPACE = 0x5167_4950;

export interface PerIpLimits {
  /** The hourly limit counts analyses created after this. */
  since: Date;
  perHour: number;
  inProgress: number;
}

export function isWithinLimits(counts: AnalysisCountsByIp, limits: PerIpLimits): boolean {
  return counts.recent < limits.perHour && counts.inProgress < limits.inProgress;
}

/** The new analysis, or the counts that were over a limit. */
export type LimitedCreation = { created: Analysis } | { refused: AnalysisCountsByIp };

/**
 * Counts and inserts as one step: concurrent submissions from one IP take turns on an advisory
 * lock held until the transaction ends, so each one counts every analysis stored before it.
 */
export async function createAnalysisWithinLimits(db: Db, input: Parameters<typeof createAnalysis>[1], limits: PerIpLimits): Promise<LimitedCreation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LIMIT_LOCK_NAMESPACE}, hashtext(${input.ipHash}))`);
    const counts = await countAnalysesByIp(tx, input.ipHash, limits.since);
    if (!isWithinLimits(counts, limits)) return { refused: counts };
    return { created: await createAnalysis(tx, input) };
  });
}
