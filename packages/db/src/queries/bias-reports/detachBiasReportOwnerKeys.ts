import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports } from '../../schema';

/**
 * Ends browsers' owner-key access to an account's questions reports (the account keeps them), as
 * detachOwnerKeys does for analyses: the key of the browser signing out, or every key but the
 * current browser's after a password reset. Site reports follow their analysis.
 */
export async function detachBiasReportOwnerKeys(db: Db, input: { userId: string; ownerKeyHash: string } | { userId: string; exceptOwnerKeyHash: string | null }): Promise<void> {
  const keys =
    'ownerKeyHash' in input
      ? eq(biasReports.ownerKeyHash, input.ownerKeyHash)
      : input.exceptOwnerKeyHash === null
        ? isNotNull(biasReports.ownerKeyHash)
        : ne(biasReports.ownerKeyHash, input.exceptOwnerKeyHash);
  await db
    .update(biasReports)
    .set({ ownerKeyHash: null })
    .where(and(eq(biasReports.userId, input.userId), keys));
}
