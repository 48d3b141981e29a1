import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsLinks, type SurveyResultsLink } from '../../schema';

/** A survey's results links, newest first, revoked and expired ones included. */
export async function listSurveyResultsLinks(db: Db, surveyId: string): Promise<SurveyResultsLink[]> {
  return db.select().from(surveyResultsLinks).where(eq(surveyResultsLinks.surveyId, surveyId)).orderBy(desc(surveyResultsLinks.createdAt));
}
