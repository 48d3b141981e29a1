import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks, type ShareLink } from '../../schema';

export async function listShareLinks(db: Db, analysisId: string): Promise<ShareLink[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.analysisId, analysisId)).orderBy(desc(shareLinks.createdAt));
}
