import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessionUpdates } from '../../schema';

/** Every stored update of a session's board, oldest first. */
export async function loadSessionUpdates(db: Db, sessionId: string): Promise<Array<{ id: number; update: Uint8Array }>> {
  return db
    .select({ id: collabSessionUpdates.id, update: collabSessionUpdates.update })
    .from(collabSessionUpdates)
    .where(eq(collabSessionUpdates.sessionId, sessionId))
    .orderBy(asc(collabSessionUpdates.id));
}
