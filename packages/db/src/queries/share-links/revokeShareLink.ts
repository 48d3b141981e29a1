import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks } from '../../schema';
import { isSubject, type ShareSubject } from './subject';

/** True when a link of this analysis or bias report was revoked now; false when there is none or it already was. */
export async function revokeShareLink(db: Db, subject: ShareSubject, linkId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, linkId), isSubject(subject), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
