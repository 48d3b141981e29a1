import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/**
 * Ends browsers' owner-key access to an account's analyses (the account keeps them): the key of
 * the browser signing out, or every key but the current browser's after a password reset.
 */
export async function detachOwnerKeys(db: Db, input: { userId: string; ownerKeyHash: string } | { userId: string; exceptOwnerKeyHash: string | null }): Promise<void> {
  const keys =
    'ownerKeyHash' in input
      ? eq(analyses.ownerKeyHash, input.ownerKeyHash)
      : input.exceptOwnerKeyHash === null
        ? isNotNull(analyses.ownerKeyHash)
        : ne(analyses.ownerKeyHash, input.exceptOwnerKeyHash);
  await db
    .update(analyses)
    .set({ ownerKeyHash: null })
    .where(and(eq(analyses.userId, input.userId), keys));
}
