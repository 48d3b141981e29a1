import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { authTokens } from '../../schema';

export async function revokeAuthToken(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}
