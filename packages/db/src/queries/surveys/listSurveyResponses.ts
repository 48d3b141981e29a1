import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses, surveyVersions, type SurveyResponse } from '../../schema';

export type ResponseWithAnswers = Pick<SurveyResponse, 'id' | 'status' | 'source' | 'startedAt' | 'completedAt'> & { version: number; answers: Record<string, unknown> };

/** Where a page of responses ended: the next page starts after it. */
export interface ResponseCursor {
  startedAt: Date;
  id: string;
}

/** A page of a survey's responses with their answers, newest first. */
export async function listSurveyResponses(db: Db, surveyId: string, page: { after: ResponseCursor | null; limit: number }): Promise<ResponseWithAnswers[]> {
  const after = page.after;
  const rows = await db
    .select({
      id: surveyResponses.id,
      status: surveyResponses.status,
      source: surveyResponses.source,
      startedAt: surveyResponses.startedAt,
      completedAt: surveyResponses.completedAt,
      version: surveyVersions.version,
    })
    .from(surveyResponses)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyResponses.versionId))
    .where(
      and(
        eq(surveyResponses.surveyId, surveyId),
        after === null ? undefined : or(lt(surveyResponses.startedAt, after.startedAt), and(eq(surveyResponses.startedAt, after.startedAt), lt(surveyResponses.id, after.id))),
      ),
    )
    .orderBy(desc(surveyResponses.startedAt), desc(surveyResponses.id))
    .limit(page.limit);
  if (rows.length === 0) return [];
  const answers = await db
    .select({ responseId: surveyAnswers.responseId, questionId: surveyAnswers.questionId, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(inArray(
      surveyAnswers.responseId,
      rows.map((row) => row.id),
    ));
  const byResponse = new Map(rows.map((row) => [row.id, { ...row, answers: {} as Record<string, unknown> }]));
  for (const answer of answers) byResponse.get(answer.responseId)!.answers[answer.questionId] = answer.value;
  return [...byResponse.values()];
}
