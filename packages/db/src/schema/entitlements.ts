import { pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Paid report features; `standard` is free and never needs a row. */
export const entitlementFeature = pgEnum('entitlement_feature', ['comprehensive', 'detailed', 'whitelabel']);
export type EntitlementFeature = (typeof entitlementFeature.enumValues)[number];

/**
 * What an account may open when billing is configured (STRIPE_SECRET_KEY). One row per account
 * and feature; granting again renews it. Without billing the server treats every feature as open.
 */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: entitlementFeature('feature').notNull(),
    /** Where it came from, e.g. a Stripe subscription id or `manual`. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [unique('entitlements_user_feature_unique').on(table.userId, table.feature)],
);

export type Entitlement = typeof entitlements.$inferSelect;
