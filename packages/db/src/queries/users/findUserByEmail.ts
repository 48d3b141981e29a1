import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users, type User } from '../../schema';

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}
