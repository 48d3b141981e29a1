import { eq } from 'drizzle-orm';
import type { Industry } from '@sightline/shared/benchmarks';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/** Tags an analysis with its site's industry, so it counts in that benchmark; null takes it out. */
export async function setAnalysisIndustry(db: Db, id: string, industry: Industry | null): Promise<Analysis | null> {
  const [row] = await db.update(analyses).set({ industry }).where(eq(analyses.id, id)).returning();
  return row ?? null;
}
