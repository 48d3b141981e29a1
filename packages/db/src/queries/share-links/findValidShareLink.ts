import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks, type ShareLink } from '../../schema';

/** The link a token opens for this analysis, unless it is revoked or expired. */
export async function findValidShareLink(db: Db, analysisId: string, tokenHash: string, now = new Date()): Promise<ShareLink | null> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.analysisId, analysisId),
        eq(shareLinks.tokenHash, tokenHash),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}
