// What the server reads of Stripe's objects, whether they come in a signed event or from the API:
// each is checked against these schemas before anything is written, so a shape we do not expect
// (another API version, another object) is refused by name instead of half-applied.
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { SubscriptionStatus } from '@sightline/db';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** An expandable field: the id, or the object with its id. */
const Ref = Type.Union([Type.String(), Type.Object({ id: Type.String() })]);
const Metadata = Nullable(Type.Record(Type.String(), Type.String()));

export const CheckoutSessionObject = Type.Object({
  id: Type.String({ pattern: '^cs_' }),
  object: Type.Literal('checkout.session'),
  mode: Type.Union([Type.Literal('payment'), Type.Literal('subscription'), Type.Literal('setup')]),
  status: Nullable(Type.Union([Type.Literal('open'), Type.Literal('complete'), Type.Literal('expired')])),
  payment_status: Type.Union([Type.Literal('paid'), Type.Literal('unpaid'), Type.Literal('no_payment_required')]),
  customer: Nullable(Ref),
  subscription: Type.Optional(Nullable(Ref)),
  url: Type.Optional(Nullable(Type.String())),
  metadata: Metadata,
});
export type CheckoutSessionObject = Static<typeof CheckoutSessionObject>;

export const SubscriptionObject = Type.Object({
  id: Type.String({ pattern: '^sub_' }),
  object: Type.Literal('subscription'),
  status: Type.Union(
    (['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid', 'incomplete_expired', 'paused'] as const satisfies readonly SubscriptionStatus[]).map((status) => Type.Literal(status)),
  ),
  customer: Ref,
  cancel_at_period_end: Type.Boolean(),
  metadata: Metadata,
  items: Type.Object({
    data: Type.Array(Type.Object({ price: Type.Object({ id: Type.String() }), current_period_end: Type.Integer() }), { minItems: 1 }),
  }),
});
export type SubscriptionObject = Static<typeof SubscriptionObject>;

export const InvoiceObject = Type.Object({
  id: Type.String({ pattern: '^in_' }),
  object: Type.Literal('invoice'),
  customer: Nullable(Ref),
  number: Nullable(Type.String()),
  status: Nullable(Type.String()),
  amount_due: Type.Integer(),
  amount_paid: Type.Integer(),
  currency: Type.String(),
  hosted_invoice_url: Type.Optional(Nullable(Type.String())),
  invoice_pdf: Type.Optional(Nullable(Type.String())),
  created: Type.Integer(),
  parent: Type.Optional(Nullable(Type.Object({ subscription_details: Type.Optional(Nullable(Type.Object({ subscription: Ref }))) }))),
  lines: Type.Object({ data: Type.Array(Type.Object({ period: Type.Object({ end: Type.Integer() }) })) }),
});
export type InvoiceObject = Static<typeof InvoiceObject>;

export const BillingPortalSessionObject = Type.Object({ id: Type.String(), object: Type.Literal('billing_portal.session'), url: Type.String() });

export class UnexpectedStripeObject extends Error {
  constructor(what: string, problem: string) {
    super(`Stripe sent a ${what} this server cannot read: ${problem}`);
    this.name = 'UnexpectedStripeObject';
  }
}

/** A checker that returns the value typed, or throws naming the first problem. */
function reader<T extends TSchema>(what: string, schema: T) {
  const check = Compile(schema);
  return (value: unknown): Static<T> => {
    if (check.Check(value)) return value as Static<T>;
    const [first] = check.Errors(value);
    throw new UnexpectedStripeObject(what, first ? `${first.instancePath || '(root)'} ${first.message}` : 'unexpected shape');
  };
}

export const readCheckoutSession = reader('Checkout Session', CheckoutSessionObject);
export const readSubscription = reader('subscription', SubscriptionObject);
export const readInvoice = reader('invoice', InvoiceObject);
export const readPortalSession = reader('billing portal session', BillingPortalSessionObject);

export const refId = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);
