import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type PageInProgress } from '../../schema';

export interface AnalysisProgress {
  stage?: string;
  pagesFound?: number;
  pagesDone?: number;
  pagesInProgress?: PageInProgress[];
}

/** Progress of a running analysis; a finished one is never moved back. */
export async function updateAnalysisProgress(db: Db, id: string, progress: AnalysisProgress, now = new Date()): Promise<void> {
  if (Object.keys(progress).length === 0) return;
  await db
    .update(analyses)
    .set({ ...progress, progressAt: now })
    .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
}
