import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { selectRows } from './scope';

/** The tables the results queries join; their planner statistics decide between a hash join and a nested loop per response. */
const TABLES = ['survey_responses', 'survey_answers'] as const;

/**
 * ANALYZEs the survey tables that were never analysed or have grown by more than a tenth since
 * they last were (autovacuum's default rule), and answers which. Without statistics the planner
 * takes a survey's responses for a handful and joins their answers in a nested loop, which made
 * results over 5,000 responses take 17 s. Postgres's autovacuum usually has done it already; PGlite
 * has no autovacuum, so nothing else ever does. Growth is read from the files' size against the
 * pages counted at the last ANALYZE, which costs no scan.
 */
export async function refreshSurveyStatistics(db: Db): Promise<string[]> {
  const stale = await selectRows<{ table: (typeof TABLES)[number] }>(
    db,
    sql`select relname as "table" from pg_class
      where oid in (${sql.raw(TABLES.map((table) => `'${table}'::regclass`).join(', '))})
        and (reltuples < 0 or pg_relation_size(oid) / current_setting('block_size')::int > relpages * 1.1 + 8)`,
  );
  for (const { table } of stale) await db.execute(sql.raw(`analyze ${table}`));
  return stale.map(({ table }) => table);
}
