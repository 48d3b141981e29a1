import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe SDK when billing is configured (STRIPE_SECRET_KEY), else null. */
    stripe: Stripe | null;
  }
}

/** One Stripe client for the process, pointed at STRIPE_API_BASE when that is set (tests). */
export const billingPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const billing = config.billing;
  app.decorate(
    'stripe',
    billing === null
      ? null
      : new Stripe(billing.secretKey.reveal(), {
          ...(billing.apiBase ?? {}),
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'Sightline' },
        }),
  );
});
