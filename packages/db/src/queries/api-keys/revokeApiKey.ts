import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { apiKeys, type ApiKey } from '../../schema';

/** The key, revoked now; null when the account has no such active key. */
export async function revokeApiKey(db: Db, userId: string, id: string, now = new Date()): Promise<ApiKey | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
