import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, analysisEntitlements, checkoutSessions, type EntitlementFeature } from '../../schema';

export interface PurchasedReport {
  analysisId: string;
  domain: string;
  feature: EntitlementFeature;
  purchasedAt: Date;
}

/** The single reports an account bought (one row per report and view), newest first. */
export async function listPurchasedReports(db: Db, userId: string): Promise<PurchasedReport[]> {
  return db
    .select({ analysisId: analysisEntitlements.analysisId, domain: analyses.domain, feature: analysisEntitlements.feature, purchasedAt: analysisEntitlements.createdAt })
    .from(analysisEntitlements)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, analysisEntitlements.source))
    .innerJoin(analyses, eq(analyses.id, analysisEntitlements.analysisId))
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(analysisEntitlements.createdAt));
}
