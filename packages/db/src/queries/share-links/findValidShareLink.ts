import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks, type ShareLink } from '../../schema';
import { isSubject, type ShareSubject } from './subject';

/** The link a token opens for this analysis or bias report, unless it is revoked or expired. */
export async function findValidShareLink(db: Db, subject: ShareSubject, tokenHash: string, now = new Date()): Promise<ShareLink | null> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(isSubject(subject), eq(shareLinks.tokenHash, tokenHash), isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now))))
    .limit(1);
  return row ?? null;
}
