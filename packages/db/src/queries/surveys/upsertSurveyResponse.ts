import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses, type SurveyResponse } from '../../schema';
import { textArray } from './scope';

export interface ResponseSave {
  surveyId: string;
  versionId: string;
  /** The respondent's own key: saving again with it updates the same response. */
  responseKey: string;
  /** Every answer so far, by question id: they replace whatever was stored. */
  answers: Record<string, unknown>;
  complete: boolean;
  source: string;
  shownQuestionIds: string[];
  ipHash: string;
}

/**
 * `saved`: stored (created or updated). `unchanged`: the response was already completed with
 * exactly these answers (a retried submit). `alreadyComplete`: it was completed with others, which
 * stand.
 */
export type ResponseSaveOutcome = { saved: SurveyResponse } | { unchanged: SurveyResponse } | { alreadyComplete: SurveyResponse };

/**
 * Creates or updates a respondent's response and replaces its answers, in one transaction: the
 * same key twice is one response, and a reader never sees half of an update. A completed
 * response is never changed again.
 */
export async function upsertSurveyResponse(db: Db, input: ResponseSave, now = new Date()): Promise<ResponseSaveOutcome> {
  return db.transaction(async (tx) => {
    // A concurrent first save with the same key waits here for the other one, then finds its row.
    await tx
      .insert(surveyResponses)
      .values({ surveyId: input.surveyId, versionId: input.versionId, responseKey: input.responseKey, source: input.source, ipHash: input.ipHash, startedAt: now, updatedAt: now })
      .onConflictDoNothing({ target: [surveyResponses.surveyId, surveyResponses.responseKey] });
    const [existing] = await tx
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, input.surveyId), eq(surveyResponses.responseKey, input.responseKey)))
      .for('update');
    const response = existing!;
    if (response.status === 'complete') {
      const stored = await tx.select({ questionId: surveyAnswers.questionId, value: surveyAnswers.value }).from(surveyAnswers).where(eq(surveyAnswers.responseId, response.id));
      const same = input.complete && response.versionId === input.versionId && isDeepStrictEqual(Object.fromEntries(stored.map((row) => [row.questionId, row.value])), { ...input.answers });
      return same ? { unchanged: response } : { alreadyComplete: response };
    }
    // The answers are replaced and the response updated in one statement: the old answers to
    // questions no longer answered go, the others are written over (disjoint rows, so the two
    // sub-statements cannot meet): three statements in the transaction where there were five.
    const rows = Object.entries(input.answers).map(([questionId, value]) => ({ questionId, value }));
    const removed = tx.$with('removed', { responseId: sql`response_id` }).as(
      sql`delete from ${surveyAnswers} where ${surveyAnswers.responseId} = ${response.id} and not (${surveyAnswers.questionId} = any(${textArray(rows.map((row) => row.questionId))})) returning ${surveyAnswers.responseId}`,
    );
    const written = tx.$with('written', { responseId: sql`response_id` }).as(
      sql`insert into ${surveyAnswers} (response_id, survey_id, question_id, value)
        select ${response.id}::uuid, ${input.surveyId}::uuid, given."questionId", given.value from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as given("questionId" text, value jsonb)
        on conflict (response_id, question_id) do update set value = excluded.value returning ${surveyAnswers.responseId}`,
    );
    const [saved] = await tx
      .with(removed, written)
      .update(surveyResponses)
      .set({
        versionId: input.versionId,
        status: input.complete ? 'complete' : 'partial',
        source: input.source,
        shownQuestionIds: input.shownQuestionIds,
        updatedAt: now,
        completedAt: input.complete ? now : null,
      })
      .where(eq(surveyResponses.id, response.id))
      .returning();
    return { saved: saved! };
  });
}
