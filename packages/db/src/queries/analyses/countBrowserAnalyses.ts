import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/** How many analyses a browser started without an account (its owner key) that no account has yet. */
export async function countBrowserAnalyses(db: Db, ownerKeyHash: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(analyses)
    .where(and(eq(analyses.ownerKeyHash, ownerKeyHash), isNull(analyses.userId)));
  return row?.value ?? 0;
}
