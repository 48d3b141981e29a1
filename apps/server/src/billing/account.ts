import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  entitlementFeature,
  findBillingCustomer,
  findSubscription,
  isSubscriptionActive,
  listEntitlements,
  listInvoices,
  listPurchasedReports,
  type EntitlementFeature,
  type Subscription,
} from '@sightline/db';
import { publicPlan } from './plans';
import type { BillingAccountResponse, SubscriptionDetail } from './schemas';

type BillingAccount = Static<typeof BillingAccountResponse>['billing'];

const features = (open: (feature: EntitlementFeature) => boolean) =>
  Object.fromEntries(entitlementFeature.enumValues.map((feature) => [feature, open(feature)])) as Record<EntitlementFeature, boolean>;

export function subscriptionDetail(app: FastifyInstance, row: Subscription, now = new Date()): Static<typeof SubscriptionDetail> {
  const plan = app.config.billing?.plans.find((entry) => entry.id === row.planId) ?? null;
  return {
    plan: plan === null ? null : publicPlan(plan),
    status: row.status,
    isActive: isSubscriptionActive(row, now),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** Everything about an account's billing the dashboard shows, from our own rows (no call to Stripe). */
export async function billingAccount(app: FastifyInstance, userId: string, now = new Date()): Promise<BillingAccount> {
  if (app.config.billing === null) {
    return { enabled: false, subscription: null, entitlements: features(() => true), grants: [], purchasedReports: [], invoices: [], canManageBilling: false };
  }
  const subscription = await findSubscription(app.db, { userId });
  const grants = (await listEntitlements(app.db, userId)).filter((row) => row.expiresAt === null || row.expiresAt > now);
  const purchases = await listPurchasedReports(app.db, userId);
  const invoices = await listInvoices(app.db, userId);
  const customer = await findBillingCustomer(app.db, { userId });
  const byReport = new Map<string, BillingAccount['purchasedReports'][number]>();
  for (const purchase of purchases) {
    const entry = byReport.get(purchase.analysisId) ?? { analysisId: purchase.analysisId, domain: purchase.domain, unlocks: [], purchasedAt: purchase.purchasedAt.toISOString() };
    entry.unlocks.push(purchase.feature);
    byReport.set(purchase.analysisId, entry);
  }
  const held = new Set(grants.map((row) => row.feature));
  return {
    enabled: true,
    subscription: subscription === null ? null : subscriptionDetail(app, subscription, now),
    entitlements: features((feature) => held.has(feature)),
    grants: grants.map((row) => ({ feature: row.feature, via: row.source.startsWith('stripe:') ? 'subscription' : 'manual', expiresAt: row.expiresAt?.toISOString() ?? null })),
    purchasedReports: [...byReport.values()],
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      amountDue: invoice.amountDue,
      amountPaid: invoice.amountPaid,
      currency: invoice.currency,
      hostedInvoiceUrl: invoice.hostedInvoiceUrl,
      invoicePdf: invoice.invoicePdf,
      paymentFailedAt: invoice.paymentFailedAt?.toISOString() ?? null,
      issuedAt: invoice.issuedAt.toISOString(),
    })),
    canManageBilling: customer !== null,
  };
}
