import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsSums } from '../../schema';

/** Forgets every kept sum of a survey's results. */
export async function deleteSurveyResultsSums(db: Db, surveyId: string): Promise<void> {
  await db.delete(surveyResultsSums).where(eq(surveyResultsSums.surveyId, surveyId));
}
