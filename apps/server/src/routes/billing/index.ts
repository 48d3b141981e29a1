import { Type } from 'typebox';
import {
  createCheckoutSession,
  findAnalysis,
  findBillingCustomer,
  findCheckoutSession,
  findSubscription,
  isSubscriptionActive,
  listAnalysisEntitlements,
  listEntitlements,
} from '@sightline/db';
import { requireOwner } from '../../analysis/access';
import { bodylessPost, requireJsonOrSameOrigin } from '../../auth/cross-site';
import { billingAccount, subscriptionDetail } from '../../billing/account';
import { confirmCheckout, providerError } from '../../billing/checkout';
import { publicPlan } from '../../billing/plans';
import {
  BillingAccountResponse,
  CheckoutBody,
  CheckoutCreatedResponse,
  CheckoutSessionId,
  CheckoutStatusResponse,
  PlansResponse,
  PortalResponse,
} from '../../billing/schemas';
import { readCheckoutSession, readPortalSession } from '../../billing/stripe-objects';
import { subscriptionSource } from '../../billing/subscription';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { stripeWebhookRoutes } from './webhook';

const tags = ['billing'];
const CHECKOUTS_PER_HOUR = 20;
const security = [{ bearer: [] }];

const OFF = 'This installation has no payment provider configured (STRIPE_SECRET_KEY is not set), so nothing is for sale and every report view is already open.';
const billingOff = () => new HttpError(404, 'BILLING_DISABLED', OFF);
const notYours = () => new HttpError(404, 'NOT_FOUND', 'No payment of yours has this id.');

/** Plans, Stripe Checkout, the success page's record, the account's billing and the customer portal; Stripe's webhook. */
export const billingRoutes: RoutePlugin = async (app) => {
  await app.register(stripeWebhookRoutes);

  app.get(
    '/plans',
    {
      schema: {
        summary: 'What is for sale here',
        description: 'The plans the operator configured (STRIPE_PLANS). Without billing: enabled false and no plans, and every view is open.',
        tags,
        response: { 200: PlansResponse },
      },
    },
    async () => ({ success: true as const, enabled: app.config.billing !== null, plans: app.config.billing?.plans.map(publicPlan) ?? [] }),
  );

  app.post(
    '/checkout',
    {
      preValidation: requireJsonOrSameOrigin(app.config.publicUrl),
      // Each one is a call to Stripe's API, which limits our account's request rate.
      preHandler: [app.authenticate, app.rateLimits([{ name: 'billing-checkout', max: CHECKOUTS_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.session!.user.id }])],
      schema: {
        summary: 'Start Stripe Checkout for a plan or a single report',
        description: `Creates a Stripe Checkout Session and answers its URL; send the browser there. Stripe then returns it to /payment-success?session_id=… (paid) or /payment-failure (cancelled). At most ${CHECKOUTS_PER_HOUR} an hour per account (429). A single-report plan needs analysisId, a report you own; a subscription refuses one. 409 when you already subscribe (manage it in the portal) or the report is already unlocked; 404 BILLING_DISABLED without billing; 502 when Stripe cannot be reached.`,
        tags,
        security,
        body: CheckoutBody,
        response: { 200: CheckoutCreatedResponse, ...errorResponses(400, 401, 404, 409, 415, 429, 502) },
      },
    },
    async (request) => {
      const billing = app.config.billing;
      if (billing === null || app.stripe === null) throw billingOff();
      const user = request.session!.user;
      const plan = billing.plans.find((entry) => entry.id === request.body.planId);
      if (!plan) throw new HttpError(400, 'UNKNOWN_PLAN', `There is no plan "${request.body.planId}" here; see /pricing for the plans on offer.`);
      const { analysisId } = request.body;
      let analysis = null;
      if (plan.kind === 'report') {
        if (analysisId === undefined) throw new HttpError(400, 'VALIDATION_ERROR', `Missing required field "analysisId": the plan "${plan.name}" unlocks one report.`);
        analysis = (await requireOwner(app, request, analysisId)).analysis;
        const bought = new Set(await listAnalysisEntitlements(app.db, analysis.id));
        if (plan.unlocks.every((feature) => bought.has(feature))) throw new HttpError(409, 'ALREADY_UNLOCKED', 'This report is already unlocked: nothing to pay.');
      } else {
        if (analysisId !== undefined) throw new HttpError(400, 'VALIDATION_ERROR', `Invalid field "analysisId": the plan "${plan.name}" is a subscription for all your reports.`);
        const current = await findSubscription(app.db, { userId: user.id });
        if (current !== null && isSubscriptionActive(current)) {
          throw new HttpError(409, 'ALREADY_SUBSCRIBED', 'You already have an active subscription. Change or cancel it in the billing portal.');
        }
      }
      const customer = await findBillingCustomer(app.db, { userId: user.id });
      const metadata: Record<string, string> = { userId: user.id, planId: plan.id, ...(analysis ? { analysisId: analysis.id } : {}) };
      const retry = new URLSearchParams({ plan: plan.id, ...(analysis ? { analysis: analysis.id } : {}) });
      let session;
      try {
        session = readCheckoutSession(
          await app.stripe.checkout.sessions.create({
            mode: plan.kind === 'subscription' ? 'subscription' : 'payment',
            line_items: [{ price: plan.priceId, quantity: 1 }],
            client_reference_id: user.id,
            ...(customer ? { customer: customer.stripeCustomerId } : { customer_email: user.email }),
            // One-off payments make a customer and an invoice too, so the portal and the invoice list include them.
            ...(plan.kind === 'report' ? { invoice_creation: { enabled: true }, ...(customer ? {} : { customer_creation: 'always' as const }) } : {}),
            metadata,
            ...(plan.kind === 'subscription' ? { subscription_data: { metadata } } : {}),
            success_url: `${app.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${app.config.publicUrl}/payment-failure?${retry}`,
          }),
        );
      } catch (error) {
        throw providerError(error);
      }
      if (!session.url) throw providerError(new Error('the Checkout Session has no URL'));
      await createCheckoutSession(app.db, { id: session.id, userId: user.id, planId: plan.id, analysisId: analysis?.id ?? null });
      return { success: true as const, sessionId: session.id, url: session.url };
    },
  );

  app.get(
    '/checkout/:sessionId',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The server’s record of a checkout (the success page)',
        description:
          'What this server knows of one of your Checkout Sessions. While it has no confirmation yet, it asks Stripe (never the query string) and unlocks what was paid for, as the webhook would. 404 for a session that is not yours.',
        tags,
        security,
        params: Type.Object({ sessionId: CheckoutSessionId }),
        response: { 200: CheckoutStatusResponse, ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request) => {
      const user = request.session!.user;
      if (app.config.billing === null) throw billingOff();
      const stored = await findCheckoutSession(app.db, request.params.sessionId);
      if (stored === null || stored.userId !== user.id) throw notYours();
      const row = await confirmCheckout(app, stored);
      const plan = app.config.billing.plans.find((entry) => entry.id === row.planId) ?? null;
      const analysis = row.analysisId === null ? null : await findAnalysis(app.db, row.analysisId);
      const subscription = plan?.kind === 'subscription' ? await findSubscription(app.db, { userId: user.id }) : null;
      let unlocked: string[] = [];
      if (row.status === 'complete' && analysis !== null) unlocked = await listAnalysisEntitlements(app.db, analysis.id);
      if (row.status === 'complete' && subscription?.stripeSubscriptionId) {
        const source = subscriptionSource(subscription.stripeSubscriptionId);
        const now = new Date();
        unlocked = (await listEntitlements(app.db, user.id)).filter((entry) => entry.source === source && (entry.expiresAt === null || entry.expiresAt > now)).map((entry) => entry.feature);
      }
      return {
        success: true as const,
        checkout: {
          sessionId: row.id,
          status: row.status,
          plan: plan === null ? null : publicPlan(plan),
          analysis: analysis === null ? null : { id: analysis.id, domain: analysis.domain },
          unlocked: unlocked as ('comprehensive' | 'detailed' | 'whitelabel')[],
          subscription: subscription === null ? null : subscriptionDetail(app, subscription),
          createdAt: row.createdAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.get(
    '/account',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Your subscription, entitlements, purchased reports and invoices',
        description: "From this server's records, which Stripe's signed events keep up to date. Without billing: enabled false, every view open.",
        tags,
        security,
        response: { 200: BillingAccountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, billing: await billingAccount(app, request.session!.user.id) }),
  );

  app.post(
    '/portal',
    {
      preValidation: bodylessPost(app.config.publicUrl),
      preHandler: app.authenticate,
      schema: {
        summary: "Open Stripe's customer portal",
        description:
          "A customer-portal session for your Stripe customer (change plan, card, cancel, download invoices); answers its URL, valid for a few minutes. It returns to /pricing. 404 NO_CUSTOMER before your first checkout; 404 BILLING_DISABLED without billing.",
        tags,
        security,
        body: Type.Object({}, { additionalProperties: false, description: 'No body needed' }),
        response: { 200: PortalResponse, ...errorResponses(400, 401, 404, 415, 502) },
      },
    },
    async (request) => {
      if (app.config.billing === null || app.stripe === null) throw billingOff();
      const customer = await findBillingCustomer(app.db, { userId: request.session!.user.id });
      if (customer === null) throw new HttpError(404, 'NO_CUSTOMER', 'You have not paid for anything here yet, so there is no billing account to manage.');
      try {
        const portal = readPortalSession(await app.stripe.billingPortal.sessions.create({ customer: customer.stripeCustomerId, return_url: `${app.config.publicUrl}/pricing` }));
        return { success: true as const, url: portal.url };
      } catch (error) {
        throw providerError(error);
      }
    },
  );
};
