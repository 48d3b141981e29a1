import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users, type User } from '../../schema';

/** Renames the account; null when it no longer exists. */
export async function updateUserName(db: Db, userId: string, name: string): Promise<User | null> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row ?? null;
}
