import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessionUpdates } from '../../schema';

/**
 * Replaces a session's updates up to `upToId` with one snapshot holding all of them, in one
 * transaction: a reader sees either the old rows or the snapshot. Updates appended meanwhile
 * (higher ids) are kept.
 */
export async function compactSessionUpdates(db: Db, sessionId: string, upToId: number, snapshot: Uint8Array): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(collabSessionUpdates).where(and(eq(collabSessionUpdates.sessionId, sessionId), lte(collabSessionUpdates.id, upToId)));
    await tx.insert(collabSessionUpdates).values({ sessionId, update: snapshot });
  });
}
