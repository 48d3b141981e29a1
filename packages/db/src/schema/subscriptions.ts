import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The statuses Stripe reports for a subscription; only active and trialing grant access.
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid', 'incomplete_expired', 'paused']);

export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];

/**
 * One row per user once checkout has created a subscription; a user without a row has none. Written
 * only from Stripe's signed events and from the Checkout Session the server retrieves itself.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: subscriptionStatus('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** `sub_…`; null only for rows written before billing kept it. */
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /** The configured plan (STRIPE_PLANS id) whose price the subscription is for; null: a price no plan names. */
  planId: text('plan_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When Stripe created the newest event applied to this row: an older event arriving late changes nothing. */
  eventAt: timestamp('event_at', { withTimezone: true }),
});

export type Subscription = typeof subscriptions.$inferSelect;
