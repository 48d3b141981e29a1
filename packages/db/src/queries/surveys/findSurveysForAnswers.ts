import { inArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

export type SurveyForAnswers = Pick<Survey, 'id' | 'status' | 'currentVersionId' | 'allowedOrigins' | 'userId'>;

/**
 * What the respondent endpoints need to know of a survey, on every save: whether it takes
 * answers, to which version, from which origins (none of the draft), and the owning account (whose
 * webhook hears of a completed response). Several surveys in one statement, answered in the order
 * of `ids` (null for an unknown one; an id may come more than once).
 */
export async function findSurveysForAnswers(db: Db, ids: readonly string[]): Promise<Array<SurveyForAnswers | null>> {
  const rows = await db
    .select({ id: surveys.id, status: surveys.status, currentVersionId: surveys.currentVersionId, allowedOrigins: surveys.allowedOrigins, userId: surveys.userId })
    .from(surveys)
    .where(inArray(surveys.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}
