import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks } from '../../schema';

/** True when a link of this analysis was revoked now; false when there is none or it already was. */
export async function revokeShareLink(db: Db, analysisId: string, linkId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.analysisId, analysisId), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
