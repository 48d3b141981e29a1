import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/** Analyses submitted from one (hashed) IP since `since`: the anonymous hourly limit reads this. */
export async function countRecentAnalysesByIp(db: Db, ipHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyses)
    .where(and(eq(analyses.ipHash, ipHash), gt(analyses.createdAt, since)));
  return row?.n ?? 0;
}
