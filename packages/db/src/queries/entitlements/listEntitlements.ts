import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { entitlements, type Entitlement } from '../../schema';

/** Every entitlement row of an account, expired ones included (the caller shows or judges them). */
export async function listEntitlements(db: Db, userId: string): Promise<Entitlement[]> {
  return db.select().from(entitlements).where(eq(entitlements.userId, userId));
}
