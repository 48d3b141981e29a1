import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';
import { answeredAt } from './scope';

export interface SurveyTextAnswer {
  responseId: string;
  questionId: string;
  text: string;
  /** When the response was completed, or last saved while unfinished. */
  answeredAt: Date;
}

/** The newest `limit` non-blank written answers to these (text) questions, complete and unfinished responses alike, newest first. */
export async function listSurveyTextAnswers(db: Db, surveyId: string, questionIds: readonly string[], limit: number): Promise<SurveyTextAnswer[]> {
  if (questionIds.length === 0) return [];
  const written = sql<string>`${surveyAnswers.value} #>> '{}'`;
  return db
    .select({ responseId: surveyAnswers.responseId, questionId: surveyAnswers.questionId, text: written, answeredAt: sql<Date>`${answeredAt}`.mapWith((value: string | Date) => new Date(value)) })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(eq(surveyAnswers.surveyId, surveyId), inArray(surveyAnswers.questionId, [...questionIds]), sql`jsonb_typeof(${surveyAnswers.value}) = 'string'`, sql`btrim(${written}) <> ''`))
    .orderBy(desc(answeredAt), desc(surveyAnswers.responseId), surveyAnswers.questionId)
    .limit(limit);
}
