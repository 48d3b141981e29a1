import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessionInvites, type CollabSessionInvite } from '../../schema';

export async function listSessionInvites(db: Db, sessionId: string): Promise<CollabSessionInvite[]> {
  return db.select().from(collabSessionInvites).where(eq(collabSessionInvites.sessionId, sessionId)).orderBy(desc(collabSessionInvites.createdAt));
}
