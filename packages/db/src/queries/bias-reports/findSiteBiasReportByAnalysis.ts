import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports, type SiteBiasReportRow } from '../../schema';

/** The site check that shows this analysis, when the analysis is one (a DECEPTIVE_DESIGN check started from /bias-detection). */
export async function findSiteBiasReportByAnalysis(db: Db, analysisId: string): Promise<SiteBiasReportRow | null> {
  const [row] = await db.select().from(biasReports).where(eq(biasReports.analysisId, analysisId)).limit(1);
  return (row as SiteBiasReportRow | undefined) ?? null;
}
