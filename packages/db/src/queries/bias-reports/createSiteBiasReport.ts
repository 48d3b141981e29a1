import type { Db } from '../../database';
import { biasReports, type SiteBiasReportRow } from '../../schema';

/** A site check: the bias report that shows a DECEPTIVE_DESIGN analysis (which holds its owner and findings). */
export async function createSiteBiasReport(db: Db, input: { analysisId: string; title: string }): Promise<SiteBiasReportRow> {
  const [row] = await db
    .insert(biasReports)
    .values({ kind: 'site', analysisId: input.analysisId, title: input.title })
    .returning();
  return row as SiteBiasReportRow;
}
