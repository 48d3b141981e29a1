import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { oneTimeTokens, users, type OneTimeTokenPurpose, type User } from '../../schema';

/**
 * Marks a token used and returns its user, or null when it is unknown, expired, already used or
 * meant for another purpose. A single UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(db: Db, input: { tokenHash: string; purpose: OneTimeTokenPurpose }, now = new Date()): Promise<User | null> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, input.tokenHash),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (!used) return null;
  const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  return user ?? null;
}
