import { Type, type TSchema } from 'typebox';
import { PaidFeature, PlanSchema } from './plans';

const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) => Type.Union([schema, Type.Null()], options);

export const CheckoutSessionId = Type.String({ pattern: '^cs_[A-Za-z0-9_]{1,200}$', description: "Stripe's Checkout Session id (cs_…), as in the success page's session_id" });

export const PlansResponse = Type.Object({
  success: Type.Literal(true),
  enabled: Type.Boolean({ description: 'false: this installation has no payment provider (STRIPE_SECRET_KEY unset), and every report view is open' }),
  plans: Type.Array(PlanSchema),
});

export const CheckoutBody = Type.Object(
  {
    planId: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' }),
    analysisId: Type.Optional(Type.String({ format: 'uuid', description: 'The report a single-report plan unlocks (required for kind report, not allowed for subscriptions)' })),
  },
  { additionalProperties: false },
);

export const CheckoutCreatedResponse = Type.Object({
  success: Type.Literal(true),
  sessionId: CheckoutSessionId,
  url: Type.String({ description: "Stripe Checkout's page: send the browser there" }),
});

export const SubscriptionDetail = Type.Object({
  plan: Nullable(PlanSchema),
  status: Type.String({ description: "Stripe's status: active, trialing, past_due, canceled, incomplete, incomplete_expired, unpaid or paused" }),
  isActive: Type.Boolean({ description: 'true while active or trialing and the paid period has not run out (the same as subscription.isActive of the auth responses)' }),
  currentPeriodEnd: Nullable(DateTime),
  cancelAtPeriodEnd: Type.Boolean({ description: 'Cancelled in the portal: it stays active until currentPeriodEnd, then ends' }),
});


export const CheckoutStatusResponse = Type.Object({
  success: Type.Literal(true),
  checkout: Type.Object({
    sessionId: CheckoutSessionId,
    status: Type.Union([Type.Literal('open'), Type.Literal('complete'), Type.Literal('expired')], {
      description: "The server's record, after asking Stripe when it had no answer yet: complete means paid and unlocked; open means Stripe has not confirmed the payment (yet)",
    }),
    plan: Nullable(PlanSchema),
    analysis: Nullable(Type.Object({ id: Type.String({ format: 'uuid' }), domain: Type.String() }), { description: 'The report a single-report purchase is for' }),
    unlocked: Type.Array(PaidFeature, { description: 'What this purchase opens now: on the report (single report) or on every report of the account (subscription)' }),
    subscription: Nullable(SubscriptionDetail),
    createdAt: DateTime,
    completedAt: Nullable(DateTime),
  }),
});

export const BillingAccountResponse = Type.Object({
  success: Type.Literal(true),
  billing: Type.Object({
    enabled: Type.Boolean({ description: 'false: no payment provider here, every view is open and the rest of this object is empty' }),
    subscription: Nullable(SubscriptionDetail),
    entitlements: Type.Object(
      { comprehensive: Type.Boolean(), detailed: Type.Boolean(), whitelabel: Type.Boolean() },
      { description: 'The paid views this account may open on all its reports now (all true without billing)' },
    ),
    grants: Type.Array(
      Type.Object({
        feature: PaidFeature,
        via: Type.Union([Type.Literal('subscription'), Type.Literal('manual')], { description: 'subscription: from the Stripe subscription; manual: granted by the operator' }),
        expiresAt: Nullable(DateTime),
      }),
      { description: 'The account-wide entitlements in force' },
    ),
    purchasedReports: Type.Array(
      Type.Object({ analysisId: Type.String({ format: 'uuid' }), domain: Type.String(), unlocks: Type.Array(PaidFeature), purchasedAt: DateTime }),
      { description: 'Single reports this account bought' },
    ),
    invoices: Type.Array(
      Type.Object({
        id: Type.String(),
        number: Nullable(Type.String()),
        status: Type.String({ description: "Stripe's: draft, open, paid, uncollectible or void" }),
        amountDue: Type.Integer({ description: "In the currency's smallest unit (cents)" }),
        amountPaid: Type.Integer(),
        currency: Type.String({ description: 'ISO 4217, lowercase (eur, usd)' }),
        hostedInvoiceUrl: Nullable(Type.String()),
        invoicePdf: Nullable(Type.String()),
        paymentFailedAt: Nullable(DateTime),
        issuedAt: DateTime,
      }),
      { description: 'Newest first, at most 50' },
    ),
    canManageBilling: Type.Boolean({ description: 'true once the account has a Stripe customer: POST /api/billing/portal opens the customer portal' }),
  }),
});

export const PortalResponse = Type.Object({ success: Type.Literal(true), url: Type.String({ description: "Stripe's customer portal, a link valid for a few minutes: send the browser there" }) });

export const WebhookResponse = Type.Object({
  received: Type.Literal(true),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('ignored')], {
    description: 'applied: rows changed; duplicate: this event id was handled before; ignored: a type or customer this server has nothing to do with',
  }),
});
