import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { keysToDetach, type DetachKeys } from '../detach-keys';
import { OWNED_TABLES } from './browser-work';

/**
 * Ends browsers' owner-key access to an account's work of every kind (the account keeps it): the key
 * of the browser signing out, or every key but the current browser's after a password reset.
 */
export async function detachBrowserKeys(db: Db, input: DetachKeys): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of OWNED_TABLES) {
      await tx
        .update(table)
        .set({ ownerKeyHash: null })
        .where(and(eq(table.userId, input.userId), keysToDetach(table.ownerKeyHash, input)));
    }
  });
}
