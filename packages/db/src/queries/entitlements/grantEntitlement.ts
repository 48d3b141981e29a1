import type { Db } from '../../database';
import { entitlements, type Entitlement, type EntitlementFeature } from '../../schema';

/** Gives an account a feature, or renews the one it has (new source and expiry). */
export async function grantEntitlement(db: Db, input: { userId: string; feature: EntitlementFeature; source: string; expiresAt: Date | null }): Promise<Entitlement> {
  const [row] = await db
    .insert(entitlements)
    .values(input)
    .onConflictDoUpdate({ target: [entitlements.userId, entitlements.feature], set: { source: input.source, expiresAt: input.expiresAt } })
    .returning();
  return row!;
}
