import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';

/** The answers of every complete response of a survey to the given questions, one map per response (all versions). */
export async function listCompleteAnswers(db: Db, surveyId: string, questionIds: readonly string[]): Promise<Record<string, unknown>[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ responseId: surveyResponses.id, questionId: surveyAnswers.questionId, value: surveyAnswers.value })
    .from(surveyResponses)
    .leftJoin(surveyAnswers, and(eq(surveyAnswers.responseId, surveyResponses.id), inArray(surveyAnswers.questionId, [...questionIds])))
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.status, 'complete')));
  const byResponse = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const answers = byResponse.get(row.responseId) ?? {};
    if (row.questionId !== null) answers[row.questionId] = row.value;
    byResponse.set(row.responseId, answers);
  }
  return [...byResponse.values()];
}
