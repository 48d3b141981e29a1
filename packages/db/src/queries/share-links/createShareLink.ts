import type { Db } from '../../database';
import { shareLinks, type ShareLink, type ShareLinkView } from '../../schema';

export async function createShareLink(db: Db, input: { analysisId: string; tokenHash: string; view: ShareLinkView; expiresAt: Date | null }): Promise<ShareLink> {
  const [row] = await db.insert(shareLinks).values(input).returning();
  return row!;
}
