import {
  findBillingCustomer,
  findSubscription,
  grantEntitlement,
  revokeEntitlementsBySource,
  saveBillingCustomer,
  saveStripeSubscription,
  userExists,
  type Db,
  type SubscriptionStatus,
} from '@sightline/db';
import type { BillingConfig } from './config';
import type { Plan } from './plans';
import { refId, type SubscriptionObject } from './stripe-objects';

/** Statuses in which Stripe still expects the customer to have the service. */
export const GRANTING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

/** Entitlement rows a subscription gave carry this source, so cancelling takes back exactly those. */
export const subscriptionSource = (stripeSubscriptionId: string) => `stripe:${stripeSubscriptionId}`;

export function planByPrice(billing: BillingConfig, priceId: string): Plan | null {
  return billing.plans.find((plan) => plan.kind === 'subscription' && plan.priceId === priceId) ?? null;
}

/**
 * Whose subscription this is: the account that owns its Stripe customer, or else the account our
 * Checkout Session named in its metadata (customer.subscription.created may arrive before
 * checkout.session.completed), which then becomes the customer's account.
 */
async function subscriber(db: Db, subscription: SubscriptionObject): Promise<string | null> {
  const stripeCustomerId = refId(subscription.customer);
  const customer = await findBillingCustomer(db, { stripeCustomerId });
  if (customer) return customer.userId;
  const userId = subscription.metadata?.userId;
  if (userId === undefined || !/^[0-9a-f-]{36}$/i.test(userId) || !(await userExists(db, userId))) return null;
  await saveBillingCustomer(db, { userId, stripeCustomerId });
  return userId;
}

/**
 * Applies Stripe's view of a subscription: the subscriptions row, and the entitlements its plan
 * gives while it is active or trialing, expiring with the paid period (a renewal's event moves
 * them on); any other status takes them back. An event older than the row's changes nothing.
 * Returns the account, or null when the subscription belongs to no account of ours.
 */
export async function applySubscription(db: Db, billing: BillingConfig, subscription: SubscriptionObject, eventAt: Date): Promise<string | null> {
  const userId = await subscriber(db, subscription);
  if (userId === null) return null;
  const priceId = subscription.items.data[0]!.price.id;
  const plan = planByPrice(billing, priceId);
  const periodEnd = Math.max(...subscription.items.data.map((item) => item.current_period_end));
  const currentPeriodEnd = new Date(periodEnd * 1000);
  const written = await saveStripeSubscription(db, {
    userId,
    stripeSubscriptionId: subscription.id,
    planId: plan?.id ?? null,
    status: subscription.status,
    currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    eventAt,
  });
  if (!written) return userId;
  const source = subscriptionSource(subscription.id);
  await revokeEntitlementsBySource(db, source);
  if (plan !== null && GRANTING_STATUSES.includes(subscription.status)) {
    for (const feature of plan.unlocks) await grantEntitlement(db, { userId, feature, source, expiresAt: currentPeriodEnd });
  }
  return userId;
}

/**
 * invoice.paid for the account's current subscription: its paid period now reaches `periodEnd`,
 * so the subscription and its entitlements run until then, even before Stripe's
 * customer.subscription.updated for the renewal arrives.
 */
export async function extendPaidPeriod(db: Db, billing: BillingConfig, userId: string, stripeSubscriptionId: string, periodEnd: Date): Promise<void> {
  const row = await findSubscription(db, { userId });
  if (row === null || row.stripeSubscriptionId !== stripeSubscriptionId || !GRANTING_STATUSES.includes(row.status)) return;
  if (row.currentPeriodEnd !== null && row.currentPeriodEnd >= periodEnd) return;
  const plan = billing.plans.find((entry) => entry.id === row.planId) ?? null;
  await saveStripeSubscription(db, { ...row, stripeSubscriptionId, currentPeriodEnd: periodEnd, eventAt: row.eventAt ?? new Date(0) });
  if (plan === null) return;
  const source = subscriptionSource(stripeSubscriptionId);
  for (const feature of plan.unlocks) await grantEntitlement(db, { userId, feature, source, expiresAt: periodEnd });
}
