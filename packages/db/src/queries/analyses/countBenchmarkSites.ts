import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Industry } from '@sightline/shared/benchmarks';
import type { Db } from '../../database';
import { analyses } from '../../schema';

/** Tagged sites (distinct domains with a completed, tagged analysis) per industry. */
export async function countBenchmarkSites(db: Db): Promise<Partial<Record<Industry, number>>> {
  const rows = await db
    .select({ industry: analyses.industry, sites: sql<number>`count(distinct ${analyses.domain})`.mapWith(Number) })
    .from(analyses)
    .where(and(isNotNull(analyses.industry), eq(analyses.status, 'completed')))
    .groupBy(analyses.industry);
  return Object.fromEntries(rows.map((row) => [row.industry!, row.sites]));
}
