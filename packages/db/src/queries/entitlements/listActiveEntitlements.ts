import { and, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { entitlements, type EntitlementFeature } from '../../schema';

/** The features any of these accounts holds now (not expired); each feature once. */
export async function listActiveEntitlements(db: Db, userIds: readonly string[], now = new Date()): Promise<EntitlementFeature[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ feature: entitlements.feature })
    .from(entitlements)
    .where(and(inArray(entitlements.userId, [...userIds]), or(isNull(entitlements.expiresAt), gt(entitlements.expiresAt, now))));
  return rows.map((row) => row.feature);
}
