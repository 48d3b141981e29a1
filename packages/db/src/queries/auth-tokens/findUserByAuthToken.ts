import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { authTokens, users, type User } from '../../schema';

/** The user a bearer token belongs to, if the token is neither revoked nor expired. */
export async function findUserByAuthToken(db: Db, tokenHash: string, now = new Date()): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}
