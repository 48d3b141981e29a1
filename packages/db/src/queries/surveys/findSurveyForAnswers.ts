import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

/**
 * What the respondent endpoints need to know of a survey, on every save: whether it takes
 * answers, to which version, from which origins (none of the draft), and the owning account (whose
 * webhook hears of a completed response).
 */
export async function findSurveyForAnswers(db: Db, id: string): Promise<Pick<Survey, 'id' | 'status' | 'currentVersionId' | 'allowedOrigins' | 'userId'> | null> {
  const [row] = await db
    .select({ id: surveys.id, status: surveys.status, currentVersionId: surveys.currentVersionId, allowedOrigins: surveys.allowedOrigins, userId: surveys.userId })
    .from(surveys)
    .where(eq(surveys.id, id))
    .limit(1);
  return row ?? null;
}
