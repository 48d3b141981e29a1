import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { entitlements } from '../../schema';

/** Takes back every feature one source gave (a subscription that ended). */
export async function revokeEntitlementsBySource(db: Db, source: string): Promise<void> {
  await db.delete(entitlements).where(eq(entitlements.source, source));
}
