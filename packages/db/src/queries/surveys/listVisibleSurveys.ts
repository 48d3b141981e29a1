import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses, surveys, type Survey } from '../../schema';

export type SurveyListItem = Pick<Survey, 'id' | 'title' | 'status' | 'createdAt' | 'updatedAt'> & { complete: number; partial: number };

/** Surveys owned by a browser (owner key) or an account, newest first, with their response counts. */
export async function listVisibleSurveys(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 200): Promise<SurveyListItem[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(surveys.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(surveys.userId, owner.userId));
  if (owned.length === 0) return [];
  return db
    .select({
      id: surveys.id,
      title: surveys.title,
      status: surveys.status,
      createdAt: surveys.createdAt,
      updatedAt: surveys.updatedAt,
      complete: sql<number>`count(${surveyResponses.id}) filter (where ${surveyResponses.status} = 'complete')`.mapWith(Number),
      partial: sql<number>`count(${surveyResponses.id}) filter (where ${surveyResponses.status} = 'partial')`.mapWith(Number),
    })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .where(or(...owned))
    .groupBy(surveys.id)
    .orderBy(desc(surveys.createdAt))
    .limit(limit);
}
