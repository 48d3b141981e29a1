import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { authTokens } from '../../schema';

/** Signs a user out everywhere (after a password reset). */
export async function revokeUserAuthTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
