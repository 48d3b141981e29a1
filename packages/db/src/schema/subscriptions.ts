import { pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The statuses a payment provider reports; only active and trialing grant access.
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']);

export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];

/** One row per user once checkout has created it; a user without a row has no subscription. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: subscriptionStatus('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
