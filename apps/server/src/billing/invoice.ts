import { findBillingCustomer, saveInvoice, type Db } from '@sightline/db';
import type { BillingConfig } from './config';
import { refId, type InvoiceObject } from './stripe-objects';
import { extendPaidPeriod } from './subscription';

/**
 * invoice.paid and invoice.payment_failed: the invoice as Stripe reports it, for the account's
 * invoice list. A paid subscription invoice also carries the subscription to the end of the period
 * it paid for. A failed payment changes no access by itself: Stripe retries it, and its
 * customer.subscription.updated says when the subscription is past_due, unpaid or canceled.
 * Returns the account, or null when the customer is no account's.
 */
export async function applyInvoice(db: Db, billing: BillingConfig, invoice: InvoiceObject, paymentFailed: boolean): Promise<string | null> {
  if (invoice.customer === null) return null;
  const customer = await findBillingCustomer(db, { stripeCustomerId: refId(invoice.customer) });
  if (customer === null) return null;
  const subscriptionRef = invoice.parent?.subscription_details?.subscription;
  const stripeSubscriptionId = subscriptionRef === undefined ? null : refId(subscriptionRef);
  await saveInvoice(db, {
    id: invoice.id,
    userId: customer.userId,
    stripeSubscriptionId,
    number: invoice.number,
    status: invoice.status ?? 'draft',
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    issuedAt: new Date(invoice.created * 1000),
    paymentFailed,
  });
  const periodEnds = invoice.lines.data.map((line) => line.period.end);
  if (!paymentFailed && stripeSubscriptionId !== null && periodEnds.length > 0) {
    await extendPaidPeriod(db, billing, customer.userId, stripeSubscriptionId, new Date(Math.max(...periodEnds) * 1000));
  }
  return customer.userId;
}
