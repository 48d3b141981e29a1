import { and, eq, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../database';
import { subscriptions, type SubscriptionStatus } from '../../schema';

export interface StripeSubscriptionState {
  userId: string;
  stripeSubscriptionId: string;
  planId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When Stripe created the event (or the object retrieved) this state comes from. */
  eventAt: Date;
}

/**
 * Writes what Stripe says of an account's subscription, unless the row already holds something
 * newer: an event older than the one last applied (Stripe does not promise order), or another
 * subscription of the account that is still active. True when the row was written.
 */
export async function saveStripeSubscription(db: Db, state: StripeSubscriptionState, now = new Date()): Promise<boolean> {
  const { userId: _userId, ...set } = state;
  const rows = await db
    .insert(subscriptions)
    .values({ ...state, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...set, updatedAt: now },
      setWhere: and(
        or(isNull(subscriptions.eventAt), lte(subscriptions.eventAt, state.eventAt)),
        or(
          isNull(subscriptions.stripeSubscriptionId),
          eq(subscriptions.stripeSubscriptionId, state.stripeSubscriptionId),
          notInArray(subscriptions.status, ['active', 'trialing']),
        ),
      ),
    })
    .returning({ userId: subscriptions.userId });
  return rows.length === 1;
}
