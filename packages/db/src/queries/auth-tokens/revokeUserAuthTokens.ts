import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../database';
import { authTokens } from '../../schema';

/** Signs the account out everywhere, or everywhere but the session `exceptTokenHash` (a password changed from it). */
export async function revokeUserAuthTokens(db: Db, userId: string, options: { exceptTokenHash?: string; now?: Date } = {}): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), options.exceptTokenHash === undefined ? undefined : ne(authTokens.tokenHash, options.exceptTokenHash)));
}
