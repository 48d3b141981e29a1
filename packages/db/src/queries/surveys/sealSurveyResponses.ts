import { and, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswerBlocks, surveyResponses } from '../../schema';

/**
 * Stores `data` (what these complete responses answered, encoded) as the survey's next block and
 * marks them as sealed into it, in one transaction; when one of them is gone or already in a block
 * (deleted, or sealed by another process meanwhile), nothing is written and it answers null.
 */
export async function sealSurveyResponses(db: Db, block: { surveyId: string; responseIds: readonly string[]; data: Uint8Array }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${surveyAnswerBlocks.block}), 0)::int + 1` })
      .from(surveyAnswerBlocks)
      .where(eq(surveyAnswerBlocks.surveyId, block.surveyId));
    const sealed = await tx
      .update(surveyResponses)
      .set({ block: next })
      .where(and(eq(surveyResponses.surveyId, block.surveyId), inArray(surveyResponses.id, [...block.responseIds]), eq(surveyResponses.status, 'complete'), isNull(surveyResponses.block)))
      .returning({ id: surveyResponses.id });
    if (sealed.length !== block.responseIds.length) {
      tx.rollback();
      return null;
    }
    // A block of the same number written meanwhile fails the insert: the transaction is undone.
    await tx.insert(surveyAnswerBlocks).values({ surveyId: block.surveyId, block: next, responses: sealed.length, data: block.data });
    return next;
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError || uniqueViolation(error)) return null;
    throw error;
  });
}

/** Whether the error (or one it was caused by) is Postgres's unique_violation. */
function uniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error || (typeof cause === 'object' && cause !== null); cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
