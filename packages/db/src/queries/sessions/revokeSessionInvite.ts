import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessionInvites } from '../../schema';

/** True when an invite of this session was revoked now; false when there is none or it already was. */
export async function revokeSessionInvite(db: Db, sessionId: string, inviteId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(collabSessionInvites)
    .set({ revokedAt: now })
    .where(and(eq(collabSessionInvites.id, inviteId), eq(collabSessionInvites.sessionId, sessionId), isNull(collabSessionInvites.revokedAt)))
    .returning({ id: collabSessionInvites.id });
  return rows.length > 0;
}
