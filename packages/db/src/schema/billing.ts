import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analyses } from './analyses';
import { entitlementFeature } from './entitlements';
import { users } from './users';

/** The Stripe customer of an account, learnt from its first completed Checkout Session. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BillingCustomer = typeof billingCustomers.$inferSelect;

/** Every Stripe event id handled, written in the same transaction as its effects: a replay does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const checkoutSessionStatus = pgEnum('checkout_session_status', ['open', 'complete', 'expired']);
export type CheckoutSessionStatus = (typeof checkoutSessionStatus.enumValues)[number];

/** A Stripe Checkout Session this server created: who started it and for what. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** `cs_…` */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    /** The report a single-report purchase unlocks; null for subscriptions. */
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    status: checkoutSessionStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);
export type CheckoutSession = typeof checkoutSessions.$inferSelect;

/** An account's invoices as Stripe last reported them (invoice.paid, invoice.payment_failed). */
export const invoices = pgTable(
  'invoices',
  {
    /** `in_…` */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    number: text('number'),
    /** Stripe's: draft, open, paid, uncollectible or void. */
    status: text('status').notNull(),
    /** In the currency's smallest unit, as Stripe gives them. */
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    /** When a payment attempt last failed (invoice.payment_failed); null: none has. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** When Stripe created the invoice. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_user_issued_idx').on(table.userId, table.issuedAt)],
);
export type Invoice = typeof invoices.$inferSelect;

/** Paid views of one report, bought on their own (a single-report Checkout): open to whoever owns the analysis. */
export const analysisEntitlements = pgTable(
  'analysis_entitlements',
  {
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    feature: entitlementFeature('feature').notNull(),
    /** The Checkout Session (`cs_…`) that paid for it. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.analysisId, table.feature] })],
);
