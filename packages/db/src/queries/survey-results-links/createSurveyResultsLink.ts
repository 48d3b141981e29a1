import type { Db } from '../../database';
import { surveyResultsLinks, type SurveyResultsLink } from '../../schema';

export async function createSurveyResultsLink(db: Db, input: { surveyId: string; tokenHash: string; redactedQuestionIds: string[]; allowDownload: boolean; expiresAt: Date | null }): Promise<SurveyResultsLink> {
  const [row] = await db.insert(surveyResultsLinks).values(input).returning();
  return row!;
}
