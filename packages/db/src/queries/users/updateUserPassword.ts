import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users } from '../../schema';

export async function updateUserPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
