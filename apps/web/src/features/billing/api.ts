import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export type PaidFeature = 'comprehensive' | 'detailed' | 'whitelabel';

export interface Plan {
  id: string;
  name: string;
  kind: 'subscription' | 'report';
  price: string;
  unlocks: PaidFeature[];
  description?: string;
}

export interface SubscriptionDetail {
  plan: Plan | null;
  status: string;
  isActive: boolean;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutRecord {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  plan: Plan | null;
  analysis: { id: string; domain: string } | null;
  unlocked: PaidFeature[];
  subscription: SubscriptionDetail | null;
  createdAt: string;
  completedAt: string | null;
}

export interface Invoice {
  id: string;
  number: string | null;
  status: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  paymentFailedAt: string | null;
  issuedAt: string;
}

/** GET /api/billing/account: what the dashboard shows of an account's billing. */
export interface BillingAccount {
  enabled: boolean;
  subscription: SubscriptionDetail | null;
  entitlements: Record<PaidFeature, boolean>;
  grants: { feature: PaidFeature; via: 'subscription' | 'manual'; expiresAt: string | null }[];
  purchasedReports: { analysisId: string; domain: string; unlocks: PaidFeature[]; purchasedAt: string }[];
  invoices: Invoice[];
  canManageBilling: boolean;
}

/** What is for sale here; `enabled` false on an installation without a payment provider. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['/api/billing/plans'],
    queryFn: ({ signal }) => apiRequest<{ success: true; enabled: boolean; plans: Plan[] }>('GET', '/api/billing/plans', { signal }),
  });

/** The server's record of one checkout; fetched again whenever the success page shows it. */
export const checkoutRecordQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/billing/checkout', sessionId],
    queryFn: ({ signal }) => apiRequest<{ success: true; checkout: CheckoutRecord }>('GET', `/api/billing/checkout/${encodeURIComponent(sessionId)}`, { signal }).then((body) => body.checkout),
    staleTime: 0,
  });

/** The signed-in account's subscription, entitlements, bought reports and invoices; its Stripe events change it. */
export const billingAccountQuery = () =>
  queryOptions({
    queryKey: ['/api/billing/account'],
    queryFn: ({ signal }) => apiRequest<{ success: true; billing: BillingAccount }>('GET', '/api/billing/account', { signal }).then((body) => body.billing),
    staleTime: 0,
  });

/** Creates a Stripe Checkout Session on the server; the browser then goes to its URL. */
export function startCheckout(input: { planId: string; analysisId?: string }) {
  return apiRequest<{ success: true; sessionId: string; url: string }>('POST', '/api/billing/checkout', { body: input });
}

/** A customer-portal session (a link valid for a few minutes); the browser then goes to its URL. */
export function openBillingPortal() {
  return apiRequest<{ success: true; url: string }>('POST', '/api/billing/portal', { body: {} });
}
