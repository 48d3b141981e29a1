import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users } from '../../schema';

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}
