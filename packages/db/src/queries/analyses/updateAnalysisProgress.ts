import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses } from '../../schema';

export interface AnalysisProgress {
  stage?: string;
  pagesFound?: number;
  pagesDone?: number;
}

/** Progress of a running analysis; a finished one is never moved back. */
export async function updateAnalysisProgress(db: Db, id: string, progress: AnalysisProgress): Promise<void> {
  if (Object.keys(progress).length === 0) return;
  await db
    .update(analyses)
    .set(progress)
    .where(and(eq(analyses.id, id), eq(analyses.status, 'running')));
}
