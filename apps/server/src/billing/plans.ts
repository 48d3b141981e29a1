import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import type { EntitlementFeature } from '@sightline/db';

export const PaidFeature = Type.Union([Type.Literal('comprehensive'), Type.Literal('detailed'), Type.Literal('whitelabel')], {
  description: 'A paid report view: comprehensive, detailed or whitelabel (the whitelabel standard and comprehensive views)',
});
// The database's enum and this schema name the same features.
true satisfies (Static<typeof PaidFeature> extends EntitlementFeature ? (EntitlementFeature extends Static<typeof PaidFeature> ? true : false) : false);

/** One thing for sale, as the operator configures it (STRIPE_PLANS) and as /api/billing/plans shows it. */
export const PlanSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'Stable id, used in links (/subscribe?plan=…)' }),
    name: Type.String({ minLength: 1, maxLength: 60 }),
    kind: Type.Union([Type.Literal('subscription'), Type.Literal('report')], {
      description: 'subscription: a recurring Stripe price, unlocking the views on every report of the account; report: a one-time price, unlocking them on one report',
    }),
    price: Type.String({ minLength: 1, maxLength: 40, description: 'The price as shown, e.g. "€29 / month" (Stripe charges what the price id says)' }),
    unlocks: Type.Array(PaidFeature, { minItems: 1, uniqueItems: true }),
    description: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type PublicPlan = Static<typeof PlanSchema>;

export type Plan = PublicPlan & { priceId: string };

const PlansFile = Type.Array(
  Type.Object({ ...PlanSchema.properties, priceId: Type.String({ pattern: '^price_[A-Za-z0-9_]+$', description: 'The Stripe price id' }) }, { additionalProperties: false }),
  { minItems: 1 },
);
const checkPlans = Compile(PlansFile);

/** The plans of STRIPE_PLANS (a JSON array), or why they are refused. */
export function parsePlans(raw: string): { plans: Plan[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { problem: 'not valid JSON' };
  }
  if (!checkPlans.Check(parsed)) {
    const [first] = checkPlans.Errors(parsed);
    return { problem: first ? `${first.instancePath || '(the list)'} ${first.message}` : 'not a list of plans' };
  }
  const plans = parsed as Plan[];
  const ids = new Set<string>();
  for (const plan of plans) {
    if (ids.has(plan.id)) return { problem: `the id "${plan.id}" is used twice` };
    ids.add(plan.id);
  }
  return { plans };
}

/** What the browser may see of a plan: everything but the Stripe price id. */
export function publicPlan(plan: Plan): PublicPlan {
  const { id, name, kind, price, unlocks, description } = plan;
  return description === undefined ? { id, name, kind, price, unlocks } : { id, name, kind, price, unlocks, description };
}
