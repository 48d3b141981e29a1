import type { Db } from '../../database';
import { collabSessions, collabSessionUpdates, type CollabSession } from '../../schema';

/** A session and its board's first state (one Yjs update), created together. */
export async function createSession(
  db: Db,
  input: Pick<CollabSession, 'ownerKeyHash' | 'userId' | 'title' | 'agenda' | 'sourceKind' | 'sourceId'> & { initialUpdate: Uint8Array },
): Promise<CollabSession> {
  const { initialUpdate, ...session } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(collabSessions).values(session).returning();
    await tx.insert(collabSessionUpdates).values({ sessionId: row!.id, update: initialUpdate });
    return row!;
  });
}
