import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsSums, type SurveyResultsSums } from '../../schema';

/** A survey's kept sums for a read (by its key), marked as used now; null when there are none. */
export async function findSurveyResultsSums(db: Db, surveyId: string, key: string): Promise<SurveyResultsSums | null> {
  const [row] = await db
    .update(surveyResultsSums)
    .set({ usedAt: sql`now()` })
    .where(and(eq(surveyResultsSums.surveyId, surveyId), eq(surveyResultsSums.key, key)))
    .returning();
  return row ?? null;
}
