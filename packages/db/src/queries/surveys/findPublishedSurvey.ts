import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, surveyVersions, type Survey, type SurveyVersion } from '../../schema';

/** A survey with its latest published version, or null when there is no such survey or it was never published. */
export async function findPublishedSurvey(db: Db, id: string): Promise<{ survey: Survey; version: SurveyVersion } | null> {
  const [row] = await db.select().from(surveys).innerJoin(surveyVersions, eq(surveyVersions.id, surveys.currentVersionId)).where(eq(surveys.id, id)).limit(1);
  return row ? { survey: row.surveys, version: row.survey_versions } : null;
}
