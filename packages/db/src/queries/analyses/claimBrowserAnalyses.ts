import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/**
 * Gives an account the analyses a browser started without one (its owner key, no account yet), when
 * that browser signs in or finishes signing up; analyses of another account stay theirs. Returns
 * how many joined the account.
 */
export async function claimBrowserAnalyses(db: Db, input: { userId: string; ownerKeyHash: string }): Promise<number> {
  const rows = await db
    .update(analyses)
    .set({ userId: input.userId })
    .where(and(eq(analyses.ownerKeyHash, input.ownerKeyHash), isNull(analyses.userId)))
    .returning({ id: analyses.id });
  return rows.length;
}
