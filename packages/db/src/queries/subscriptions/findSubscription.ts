import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { subscriptions, type Subscription } from '../../schema';

/** The account's subscription row, by account or by Stripe's subscription id. */
export async function findSubscription(db: Db, by: { userId: string } | { stripeSubscriptionId: string }): Promise<Subscription | null> {
  const where = 'userId' in by ? eq(subscriptions.userId, by.userId) : eq(subscriptions.stripeSubscriptionId, by.stripeSubscriptionId);
  const [row] = await db.select().from(subscriptions).where(where).limit(1);
  return row ?? null;
}
