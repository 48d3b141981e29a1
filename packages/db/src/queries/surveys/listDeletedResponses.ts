import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyDeletedResponses } from '../../schema';

/** How many complete responses of a survey were deleted (survey_deleted_responses): results check it on every read. */
export async function countDeletedResponses(db: Db, surveyId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(surveyDeletedResponses).where(eq(surveyDeletedResponses.surveyId, surveyId));
  return row?.count ?? 0;
}

/** The ids of a survey's deleted complete responses. */
export async function listDeletedResponses(db: Db, surveyId: string): Promise<string[]> {
  const rows = await db.select({ id: surveyDeletedResponses.id }).from(surveyDeletedResponses).where(eq(surveyDeletedResponses.surveyId, surveyId));
  return rows.map((row) => row.id);
}
