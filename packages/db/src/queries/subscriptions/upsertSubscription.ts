import type { Db } from '../../database';
import { subscriptions, type SubscriptionStatus } from '../../schema';

/** Records what the payment provider reports for a user's subscription. */
export async function upsertSubscription(db: Db, input: { userId: string; status: SubscriptionStatus; currentPeriodEnd: Date | null }, now = new Date()): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ ...input, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { status: input.status, currentPeriodEnd: input.currentPeriodEnd, updatedAt: now } });
}
