import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessions, collabSessionUpdates } from '../../schema';

/** Stores one (possibly merged) Yjs update of a session's board and marks the session changed. */
export async function appendSessionUpdate(db: Db, sessionId: string, update: Uint8Array, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(collabSessionUpdates).values({ sessionId, update });
    await tx.update(collabSessions).set({ updatedAt: now }).where(eq(collabSessions.id, sessionId));
  });
}
