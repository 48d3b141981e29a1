import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { subscriptions, type Subscription } from '../../schema';

export interface SubscriptionSummary {
  isActive: boolean;
}

/** Active while the provider says active or trialing and the paid period has not run out. */
export function isSubscriptionActive(row: Pick<Subscription, 'status' | 'currentPeriodEnd'>, now = new Date()): boolean {
  const paidUp = row.currentPeriodEnd === null || row.currentPeriodEnd > now;
  return (row.status === 'active' || row.status === 'trialing') && paidUp;
}

export async function getSubscriptionStatus(db: Db, userId: string, now = new Date()): Promise<SubscriptionSummary> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return { isActive: row !== undefined && isSubscriptionActive(row, now) };
}
