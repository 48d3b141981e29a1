import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsLinks } from '../../schema';

/** True when a link of this survey was revoked now; false when there is none or it already was. */
export async function revokeSurveyResultsLink(db: Db, surveyId: string, linkId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(surveyResultsLinks)
    .set({ revokedAt: now })
    .where(and(eq(surveyResultsLinks.id, linkId), eq(surveyResultsLinks.surveyId, surveyId), isNull(surveyResultsLinks.revokedAt)))
    .returning({ id: surveyResultsLinks.id });
  return rows.length > 0;
}
