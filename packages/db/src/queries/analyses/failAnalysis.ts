import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/** `final` is false while the queue will retry: the analysis shows as queued again, with the reason. */
export async function failAnalysis(db: Db, id: string, error: string, final: boolean, now = new Date()): Promise<Analysis | null> {
  const [row] = await db
    .update(analyses)
    .set(final ? { status: 'failed', stage: null, pagesInProgress: [], error, finishedAt: now } : { status: 'queued', stage: null, pagesInProgress: [], error })
    .where(eq(analyses.id, id))
    .returning();
  return row ?? null;
}
