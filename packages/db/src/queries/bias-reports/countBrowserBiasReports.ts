import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports } from '../../schema';

/** How many questions reports a browser made without an account (its owner key) that no account has yet. */
export async function countBrowserBiasReports(db: Db, ownerKeyHash: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(biasReports)
    .where(and(eq(biasReports.ownerKeyHash, ownerKeyHash), isNull(biasReports.userId)));
  return row?.value ?? 0;
}
