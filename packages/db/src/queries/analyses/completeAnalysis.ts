import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis, type AnalysisScores } from '../../schema';

export async function completeAnalysis(
  db: Db,
  id: string,
  result: { report: NonNullable<Analysis['report']>; scores: AnalysisScores; pagesDone: number },
  now = new Date(),
): Promise<Analysis | null> {
  const [row] = await db
    .update(analyses)
    .set({ status: 'completed', stage: null, pagesInProgress: [], error: null, report: result.report, scores: result.scores, pagesDone: result.pagesDone, finishedAt: now })
    .where(eq(analyses.id, id))
    .returning();
  return row ?? null;
}
