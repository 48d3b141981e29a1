import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessionInvites, type CollabSessionInvite } from '../../schema';

/** The invite of this session that a token (or, for a joined guest, its id) names, unless it is revoked or expired. */
export async function findValidSessionInvite(db: Db, sessionId: string, by: { tokenHash: string } | { id: string }, now = new Date()): Promise<CollabSessionInvite | null> {
  const match = 'tokenHash' in by ? eq(collabSessionInvites.tokenHash, by.tokenHash) : eq(collabSessionInvites.id, by.id);
  const [row] = await db
    .select()
    .from(collabSessionInvites)
    .where(and(eq(collabSessionInvites.sessionId, sessionId), match, isNull(collabSessionInvites.revokedAt), or(isNull(collabSessionInvites.expiresAt), gt(collabSessionInvites.expiresAt, now))))
    .limit(1);
  return row ?? null;
}
