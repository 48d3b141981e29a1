import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { findCheckoutSession, grantAnalysisEntitlements, saveBillingCustomer, settleCheckoutSession, type CheckoutSession, type Db } from '@sightline/db';
import { HttpError } from '../errors';
import type { BillingConfig } from './config';
import { readCheckoutSession, readSubscription, refId, type CheckoutSessionObject, type SubscriptionObject } from './stripe-objects';
import { applySubscription } from './subscription';

/** Stripe did not answer, or answered with an error: nothing was charged by this request. */
export function providerError(error: unknown): HttpError {
  const detail = error instanceof Error ? error.message : String(error);
  return new HttpError(502, 'PAYMENT_PROVIDER_ERROR', `Stripe could not be reached or refused the request (${detail}). Nothing was charged; please try again.`);
}

/** The subscription a completed subscription Checkout created, as Stripe has it now. */
export async function checkoutSubscription(stripe: Stripe, session: CheckoutSessionObject): Promise<SubscriptionObject | null> {
  if (session.mode !== 'subscription' || session.status !== 'complete' || !session.subscription) return null;
  return readSubscription(await stripe.subscriptions.retrieve(refId(session.subscription)));
}

/**
 * What a Checkout Session that ended means for the account that started it: its Stripe customer is
 * remembered; a paid single report opens its plan's views on that report; a subscription is
 * applied like its own events. Nothing happens for sessions this server did not create, or
 * before Stripe says the session is complete and paid. Safe to run more than once (webhook and
 * success page both may).
 */
export async function fulfilCheckout(db: Db, billing: BillingConfig, session: CheckoutSessionObject, subscription: SubscriptionObject | null, eventAt: Date): Promise<string | null> {
  const row = await findCheckoutSession(db, session.id);
  if (row === null) return null;
  if (session.status === 'expired') {
    await settleCheckoutSession(db, session.id, 'expired');
    return row.userId;
  }
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  if (session.status !== 'complete' || !paid) return row.userId;
  if (session.customer !== null) await saveBillingCustomer(db, { userId: row.userId, stripeCustomerId: refId(session.customer) });
  const plan = billing.plans.find((entry) => entry.id === row.planId);
  if (session.mode === 'payment' && plan !== undefined && row.analysisId !== null) {
    await grantAnalysisEntitlements(db, { analysisId: row.analysisId, features: plan.unlocks, source: session.id });
  }
  if (subscription !== null) await applySubscription(db, billing, subscription, eventAt);
  await settleCheckoutSession(db, session.id, 'complete');
  return row.userId;
}

/**
 * The success page's check: a session still open in our records is retrieved from Stripe and, once
 * Stripe says it is complete and paid, fulfilled as the webhook would. The retrieved subscription
 * counts as older than any event (epoch), so it fills in only what no event has said yet.
 */
export async function confirmCheckout(app: FastifyInstance, row: CheckoutSession): Promise<CheckoutSession> {
  if (row.status !== 'open' || app.stripe === null || app.config.billing === null) return row;
  const { stripe } = app;
  const billing = app.config.billing;
  let session: CheckoutSessionObject;
  let subscription: SubscriptionObject | null;
  try {
    session = readCheckoutSession(await stripe.checkout.sessions.retrieve(row.id));
    subscription = await checkoutSubscription(stripe, session);
  } catch (error) {
    throw providerError(error);
  }
  await app.db.transaction((tx) => fulfilCheckout(tx, billing, session, subscription, new Date(0)));
  return (await findCheckoutSession(app.db, row.id)) ?? row;
}
