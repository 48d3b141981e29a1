import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports } from '../../schema';

/**
 * Gives an account the questions reports a browser made without one (its owner key), as
 * claimBrowserAnalyses does for analyses; site reports follow their analysis. Returns how many joined.
 */
export async function claimBrowserBiasReports(db: Db, input: { userId: string; ownerKeyHash: string }): Promise<number> {
  const rows = await db
    .update(biasReports)
    .set({ userId: input.userId })
    .where(and(eq(biasReports.ownerKeyHash, input.ownerKeyHash), isNull(biasReports.userId)))
    .returning({ id: biasReports.id });
  return rows.length;
}
