import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { ideas, surveyResponses, surveys, type IdeaRow, type SurveyStatus } from '../../schema';

export type IdeaListItem = Pick<IdeaRow, 'id' | 'idea' | 'surveyId' | 'createdAt'> & { surveyStatus: SurveyStatus; complete: number };

/** Ideas owned by a browser (owner key) or an account, newest first, with their survey's state and complete answers. */
export async function listVisibleIdeas(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 200): Promise<IdeaListItem[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(ideas.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(ideas.userId, owner.userId));
  if (owned.length === 0) return [];
  return db
    .select({
      id: ideas.id,
      idea: ideas.idea,
      surveyId: ideas.surveyId,
      createdAt: ideas.createdAt,
      surveyStatus: surveys.status,
      complete: sql<number>`count(${surveyResponses.id}) filter (where ${surveyResponses.status} = 'complete')`.mapWith(Number),
    })
    .from(ideas)
    .innerJoin(surveys, eq(surveys.id, ideas.surveyId))
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, ideas.surveyId))
    .where(or(...owned))
    .groupBy(ideas.id, surveys.status)
    .orderBy(desc(ideas.createdAt))
    .limit(limit);
}
