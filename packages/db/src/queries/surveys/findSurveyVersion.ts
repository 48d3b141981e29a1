import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyVersions, type SurveyVersion } from '../../schema';

/** One published version of a survey, by id or by number. */
export async function findSurveyVersion(db: Db, surveyId: string, which: { id: string } | { version: number }): Promise<SurveyVersion | null> {
  const match = 'id' in which ? eq(surveyVersions.id, which.id) : eq(surveyVersions.version, which.version);
  const [row] = await db
    .select()
    .from(surveyVersions)
    .where(and(eq(surveyVersions.surveyId, surveyId), match))
    .limit(1);
  return row ?? null;
}
