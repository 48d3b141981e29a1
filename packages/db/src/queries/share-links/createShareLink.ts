import type { Db } from '../../database';
import { shareLinks, type ShareLink, type ShareLinkView } from '../../schema';
import type { ShareSubject } from './subject';

export async function createShareLink(db: Db, input: ShareSubject & { tokenHash: string; view: ShareLinkView; expiresAt: Date | null }): Promise<ShareLink> {
  const [row] = await db.insert(shareLinks).values(input).returning();
  return row!;
}
