import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswerBlocks } from '../../schema';

/** These blocks of a survey with their data (answer-segment.ts's encoding). */
export async function readSurveyAnswerBlocks(db: Db, surveyId: string, blocks: readonly number[]): Promise<Array<{ block: number; data: Uint8Array }>> {
  if (blocks.length === 0) return [];
  return db
    .select({ block: surveyAnswerBlocks.block, data: surveyAnswerBlocks.data })
    .from(surveyAnswerBlocks)
    .where(and(eq(surveyAnswerBlocks.surveyId, surveyId), inArray(surveyAnswerBlocks.block, [...blocks])));
}
