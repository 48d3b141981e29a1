import { sql } from 'drizzle-orm';
import type { Db } from '../../database';

/**
 * VACUUM ANALYZE survey_responses: after responses are sealed into blocks, the old row versions
 * still fill the index of the responses in no block, which every results read goes through, until a
 * vacuum clears them. Postgres's autovacuum would in time; PGlite has none.
 */
export async function vacuumSurveyResponses(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) survey_responses`);
}
