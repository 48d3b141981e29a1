import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyVersions, type SurveyVersion } from '../../schema';

/** Every published version of a survey, newest first. */
export async function listSurveyDefinitions(db: Db, surveyId: string): Promise<SurveyVersion[]> {
  return db.select().from(surveyVersions).where(eq(surveyVersions.surveyId, surveyId)).orderBy(desc(surveyVersions.version));
}
