import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Industry } from '@sightline/shared/benchmarks';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/**
 * A fingerprint of the tagged, completed analyses of an industry (all tagged ones for null): it
 * changes when one is tagged, untagged, completed or deleted, so an aggregate built from them can
 * be kept until then. Reads the partial index only, never a report.
 */
export async function benchmarkVersion(db: Db, industry: Industry | null): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`count(*) || ':' || coalesce(max(${analyses.finishedAt})::text, '') || ':' || coalesce(sum(hashtext(${analyses.id}::text)), 0)` })
    .from(analyses)
    .where(and(isNotNull(analyses.industry), eq(analyses.status, 'completed'), industry === null ? undefined : eq(analyses.industry, industry)));
  return row!.version;
}
