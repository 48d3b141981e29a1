import { Type } from 'typebox';
import type Stripe from 'stripe';
import { WebhookResponse } from '../../billing/schemas';
import { UnexpectedStripeObject } from '../../billing/stripe-objects';
import { HANDLED_EVENTS, handleStripeEvent } from '../../billing/webhook-events';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

/** Stripe's events are larger than the API's usual 16 KB limit (a Checkout Session with its line items). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's webhook endpoint. Its own scope parses nothing: the signature is over the exact bytes
 * Stripe sent, so the body reaches the handler as a Buffer and the SDK's constructEvent checks it
 * (HMAC-SHA256 with STRIPE_WEBHOOK_SECRET, timestamp within five minutes) before anything is read.
 */
export const stripeWebhookRoutes: RoutePlugin = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        summary: "Stripe's events (for Stripe only)",
        description: `Point a Stripe webhook endpoint here with these events: ${HANDLED_EVENTS.join(', ')}. The body is Stripe's event JSON, verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET; a bad or stale signature is refused with 400. Each event id is handled once: a replay answers outcome "duplicate". 404 BILLING_DISABLED without billing.`,
        tags: ['billing'],
        headers: Type.Object({ 'stripe-signature': Type.String({ minLength: 1, maxLength: 4096, description: "Stripe's t=…,v1=… signature" }) }),
        response: {
          200: WebhookResponse,
          ...errorResponses(400, 404, 413, 502),
        },
      },
    },
    async (request) => {
      const billing = app.config.billing;
      if (billing === null || app.stripe === null) throw new HttpError(404, 'BILLING_DISABLED', 'Billing is not configured on this installation.');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'INVALID_SIGNATURE', 'The body is empty: expected a Stripe event.');
      let event: Stripe.Event;
      try {
        event = app.stripe.webhooks.constructEvent(body, request.headers['stripe-signature'], billing.webhookSecret.reveal());
      } catch (error) {
        throw new HttpError(400, 'INVALID_SIGNATURE', `The Stripe-Signature header does not match this body: ${(error as Error).message.split('\n')[0]}`);
      }
      try {
        const outcome = await handleStripeEvent(app, event);
        request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const, outcome };
      } catch (error) {
        if (error instanceof UnexpectedStripeObject) throw new HttpError(400, 'UNEXPECTED_EVENT', error.message);
        throw error;
      }
    },
  );
};
