import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { oneTimeTokens } from '../../schema';

/**
 * Spends every unused emailed token of a user (magic links, reset links), so a password reset
 * also shuts the other ways in that were mailed before it.
 */
export async function revokeUserOneTimeTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
