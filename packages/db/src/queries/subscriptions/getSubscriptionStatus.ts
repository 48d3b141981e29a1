import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { subscriptions } from '../../schema';

export interface SubscriptionSummary {
  isActive: boolean;
}

/** Active while the provider says active or trialing and the paid period has not run out. */
export async function getSubscriptionStatus(db: Db, userId: string, now = new Date()): Promise<SubscriptionSummary> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row) return { isActive: false };
  const paidUp = row.currentPeriodEnd === null || row.currentPeriodEnd > now;
  return { isActive: (row.status === 'active' || row.status === 'trialing') && paidUp };
}
