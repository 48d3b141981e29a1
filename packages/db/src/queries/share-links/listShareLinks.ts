import { desc } from 'drizzle-orm';
import type { Db } from '../../database';
import { shareLinks, type ShareLink } from '../../schema';
import { isSubject, type ShareSubject } from './subject';

export async function listShareLinks(db: Db, subject: ShareSubject): Promise<ShareLink[]> {
  return db.select().from(shareLinks).where(isSubject(subject)).orderBy(desc(shareLinks.createdAt));
}
