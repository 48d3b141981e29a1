import { parsePlans, type Plan } from './plans';

/** A secret that stays out of logs and JSON: only `reveal()` gives it back. */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[secret]';
  }
}

export interface BillingConfig {
  secretKey: Secret;
  webhookSecret: Secret;
  plans: Plan[];
  /** Where the Stripe SDK sends API requests (STRIPE_API_BASE); null: Stripe's own servers. Tests point it at a local stand-in. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
}

/**
 * Billing is on when STRIPE_SECRET_KEY is set, and then needs the webhook secret and at least one
 * plan: without them nobody could pay, or a payment would never unlock anything. Secrets are never
 * echoed back in a problem.
 */
export function loadBillingConfig(env: Env, problems: string[]): BillingConfig | null {
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  const rawPlans = value(env, 'STRIPE_PLANS');
  const rawApiBase = value(env, 'STRIPE_API_BASE');
  if (secretKey === undefined) {
    for (const [name, set] of [['STRIPE_WEBHOOK_SECRET', webhookSecret], ['STRIPE_PLANS', rawPlans], ['STRIPE_API_BASE', rawApiBase]] as const) {
      if (set !== undefined) problems.push(`${name} is set but STRIPE_SECRET_KEY is not: set both to turn billing on, or neither.`);
    }
    return null;
  }
  const before = problems.length;
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY is invalid: expected a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_…).');
  if (webhookSecret === undefined) problems.push('STRIPE_WEBHOOK_SECRET is missing: billing needs the signing secret of the webhook endpoint (whsec_…).');
  else if (!/^whsec_[A-Za-z0-9+/=]+$/.test(webhookSecret)) problems.push('STRIPE_WEBHOOK_SECRET is invalid: expected the signing secret of the webhook endpoint (whsec_…).');
  let plans: Plan[] = [];
  if (rawPlans === undefined) problems.push('STRIPE_PLANS is missing: billing needs at least one plan (a JSON list, see the README).');
  else {
    const parsed = parsePlans(rawPlans);
    if ('problem' in parsed) problems.push(`STRIPE_PLANS is invalid: ${parsed.problem}.`);
    else plans = parsed.plans;
  }
  let apiBase: BillingConfig['apiBase'] = null;
  if (rawApiBase !== undefined) {
    const url = URL.canParse(rawApiBase) ? new URL(rawApiBase) : null;
    if (url === null || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
      problems.push(`STRIPE_API_BASE="${rawApiBase}" is invalid: expected an origin such as http://127.0.0.1:12111.`);
    } else {
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      apiBase = { protocol, host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port) };
    }
  }
  if (problems.length > before) return null;
  return { secretKey: new Secret(secretKey), webhookSecret: new Secret(webhookSecret!), plans, apiBase };
}
