import type { Db } from '../../database';
import { users, type User } from '../../schema';

/** Inserts a user; returns null when the email is already taken. */
export async function createUser(db: Db, input: { name: string; email: string; passwordHash: string }): Promise<User | null> {
  const [user] = await db.insert(users).values(input).onConflictDoNothing({ target: users.email }).returning();
  return user ?? null;
}
