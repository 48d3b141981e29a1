import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { keysToDetach, type DetachKeys } from '../detach-keys';
import { biasReports } from '../../schema';

/**
 * Ends browsers' owner-key access to an account's questions reports (the account keeps them), as
 * detachOwnerKeys does for analyses: the key of the browser signing out, or every key but the
 * current browser's after a password reset. Site reports follow their analysis.
 */
export async function detachBiasReportOwnerKeys(db: Db, input: DetachKeys): Promise<void> {
  await db
    .update(biasReports)
    .set({ ownerKeyHash: null })
    .where(and(eq(biasReports.userId, input.userId), keysToDetach(biasReports.ownerKeyHash, input)));
}
