import type { Db } from '../../database';
import { collabSessionInvites, type CollabSessionInvite, type SessionInviteRole } from '../../schema';

export async function createSessionInvite(db: Db, input: { sessionId: string; tokenHash: string; role: SessionInviteRole; expiresAt: Date | null }): Promise<CollabSessionInvite> {
  const [row] = await db.insert(collabSessionInvites).values(input).returning();
  return row!;
}
