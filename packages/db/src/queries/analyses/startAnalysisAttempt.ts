import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/** Marks an attempt as running; a retried job starts its progress from zero again. */
export async function startAnalysisAttempt(db: Db, id: string, now = new Date()): Promise<Analysis | null> {
  const [row] = await db
    .update(analyses)
    .set({ status: 'running', stage: null, pagesInProgress: [], progressAt: now, pagesFound: 0, pagesDone: 0, error: null, attempts: sql`${analyses.attempts} + 1`, startedAt: now, finishedAt: null })
    .where(eq(analyses.id, id))
    .returning();
  return row ?? null;
}
