import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { apiKeys, type ApiKey } from '../../schema';

/** The active key with this hash, its last-used time set to now in the same statement; null when none. */
export async function recordApiKeyUse(db: Db, keyHash: string, now = new Date()): Promise<ApiKey | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}
