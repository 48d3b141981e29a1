import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analysisEntitlements, type EntitlementFeature } from '../../schema';

/** The paid views bought for this one report. */
export async function listAnalysisEntitlements(db: Db, analysisId: string): Promise<EntitlementFeature[]> {
  const rows = await db.select({ feature: analysisEntitlements.feature }).from(analysisEntitlements).where(eq(analysisEntitlements.analysisId, analysisId));
  return rows.map((row) => row.feature);
}
