import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessions, collabSessionUpdates } from '../../schema';

/** Stores one (possibly merged) Yjs update of a session's board, marks the session changed, and returns the row's id. */
export async function appendSessionUpdate(db: Db, sessionId: string, update: Uint8Array, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(collabSessionUpdates).values({ sessionId, update }).returning({ id: collabSessionUpdates.id });
    await tx.update(collabSessions).set({ updatedAt: now }).where(eq(collabSessions.id, sessionId));
    return row!.id;
  });
}
