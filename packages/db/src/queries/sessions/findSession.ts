import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessions, type CollabSession } from '../../schema';

export async function findSession(db: Db, id: string): Promise<CollabSession | null> {
  const [row] = await db.select().from(collabSessions).where(eq(collabSessions.id, id)).limit(1);
  return row ?? null;
}
