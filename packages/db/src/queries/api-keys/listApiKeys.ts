import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { apiKeys, type ApiKey } from '../../schema';

/** An account's keys, revoked ones included (they say when), newest first. */
export async function listApiKeys(db: Db, userId: string): Promise<ApiKey[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
