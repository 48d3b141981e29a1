import type { Db } from '../../database';
import { analyses, type Analysis, type AnalysisRequest } from '../../schema';

export async function createAnalysis(
  db: Db,
  input: { domain: string; request: AnalysisRequest; ipHash: string; ownerKeyHash: string | null; userId: string | null },
): Promise<Analysis> {
  const [row] = await db.insert(analyses).values(input).returning();
  return row!;
}
