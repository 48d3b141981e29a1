import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsLinks, type SurveyResultsLink } from '../../schema';

/** The link a token opens, unless it is revoked or expired. */
export async function findValidSurveyResultsLink(db: Db, tokenHash: string, now = new Date()): Promise<SurveyResultsLink | null> {
  const [row] = await db
    .select()
    .from(surveyResultsLinks)
    .where(and(eq(surveyResultsLinks.tokenHash, tokenHash), isNull(surveyResultsLinks.revokedAt), or(isNull(surveyResultsLinks.expiresAt), gt(surveyResultsLinks.expiresAt, now))))
    .limit(1);
  return row ?? null;
}
