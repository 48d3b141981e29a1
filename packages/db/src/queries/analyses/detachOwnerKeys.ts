import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { keysToDetach, type DetachKeys } from '../detach-keys';
import { analyses } from '../../schema';

/**
 * Ends browsers' owner-key access to an account's analyses (the account keeps them): the key of
 * the browser signing out, or every key but the current browser's after a password reset.
 */
export async function detachOwnerKeys(db: Db, input: DetachKeys): Promise<void> {
  await db
    .update(analyses)
    .set({ ownerKeyHash: null })
    .where(and(eq(analyses.userId, input.userId), keysToDetach(analyses.ownerKeyHash, input)));
}
