import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsLinks } from '../../schema';

export async function recordSurveyResultsLinkView(db: Db, linkId: string): Promise<void> {
  await db
    .update(surveyResultsLinks)
    .set({ viewCount: sql`${surveyResultsLinks.viewCount} + 1` })
    .where(eq(surveyResultsLinks.id, linkId));
}
