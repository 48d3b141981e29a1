import type { Db } from '../../database';
import { analysisEntitlements, type EntitlementFeature } from '../../schema';

/** Opens paid views of one report (a single-report purchase); granting again changes nothing. */
export async function grantAnalysisEntitlements(db: Db, input: { analysisId: string; features: readonly EntitlementFeature[]; source: string }): Promise<void> {
  if (input.features.length === 0) return;
  await db
    .insert(analysisEntitlements)
    .values(input.features.map((feature) => ({ analysisId: input.analysisId, feature, source: input.source })))
    .onConflictDoNothing();
}
