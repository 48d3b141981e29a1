import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks } from '../../schema';

export async function recordShareLinkView(db: Db, linkId: string): Promise<void> {
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1` })
    .where(eq(shareLinks.id, linkId));
}
