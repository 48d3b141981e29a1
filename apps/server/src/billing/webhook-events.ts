import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isStripeEventRecorded, recordStripeEvent, type Db } from '@sightline/db';
import { checkoutSubscription, fulfilCheckout, providerError } from './checkout';
import { applyInvoice } from './invoice';
import { readCheckoutSession, readInvoice, readSubscription } from './stripe-objects';
import { applySubscription } from './subscription';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The event types that change anything here; Stripe may send others, which are acknowledged and kept as seen. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/**
 * One verified Stripe event, applied once: its id is recorded in the same transaction as its
 * effects, so a replay, a retry or a second delivery at the same moment finds it and changes
 * nothing, and a failure half-way leaves nothing behind for Stripe's retry. Anything the event
 * needs from Stripe's API (a Checkout's subscription) is fetched before the transaction opens.
 */
export async function handleStripeEvent(app: FastifyInstance, event: Stripe.Event): Promise<EventOutcome> {
  const billing = app.config.billing!;
  const stripe = app.stripe!;
  if (await isStripeEventRecorded(app.db, event.id)) return 'duplicate';
  const eventAt = new Date(event.created * 1000);
  const object: unknown = event.data.object;
  let apply: ((tx: Db) => Promise<string | null>) | null = null;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = readCheckoutSession(object);
      let subscription;
      try {
        subscription = await checkoutSubscription(stripe, session);
      } catch (error) {
        throw providerError(error);
      }
      apply = (tx) => fulfilCheckout(tx, billing, session, subscription, eventAt);
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = readSubscription(object);
      apply = (tx) => applySubscription(tx, billing, subscription, eventAt);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = readInvoice(object);
      apply = (tx) => applyInvoice(tx, billing, invoice, event.type === 'invoice.payment_failed');
      break;
    }
  }
  return app.db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, { id: event.id, type: event.type }))) return 'duplicate';
    if (apply === null) return 'ignored';
    return (await apply(tx)) === null ? 'ignored' : 'applied';
  });
}
