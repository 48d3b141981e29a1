import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

export async function createSurvey(db: Db, input: { ownerKeyHash: string | null; userId: string | null; title: string; draft: SurveyDefinition }): Promise<Survey> {
  const [row] = await db.insert(surveys).values(input).returning();
  return row!;
}
