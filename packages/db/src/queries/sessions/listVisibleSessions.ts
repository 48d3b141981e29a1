import { desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { collabSessions, type CollabSession } from '../../schema';

/** Sessions owned by a browser (owner key) or an account, most recently changed first. */
export async function listVisibleSessions(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 200): Promise<CollabSession[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(collabSessions.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(collabSessions.userId, owner.userId));
  if (owned.length === 0) return [];
  return db.select().from(collabSessions).where(or(...owned)).orderBy(desc(collabSessions.updatedAt)).limit(limit);
}
