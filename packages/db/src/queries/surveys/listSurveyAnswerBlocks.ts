import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswerBlocks } from '../../schema';

/** A survey's blocks of sealed responses (their numbers and sizes), in order. */
export function listSurveyAnswerBlocks(db: Db, surveyId: string): Promise<Array<{ block: number; responses: number }>> {
  return db.select({ block: surveyAnswerBlocks.block, responses: surveyAnswerBlocks.responses }).from(surveyAnswerBlocks).where(eq(surveyAnswerBlocks.surveyId, surveyId)).orderBy(surveyAnswerBlocks.block);
}
