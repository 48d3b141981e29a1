import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis, stripeEvents } from '@sightline/db';
import type { App } from '../../../src/app';
import { createAccount } from '../../helpers/accounts';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../../helpers/fake-stripe.mjs';
import { page, report } from '../../helpers/report-fixture';
import { createTestApp, testBilling } from '../../helpers/test-app';

// Stripe's API is the one thing stood in for (helpers/fake-stripe.mjs, reached through the SDK);
// events are signed by the SDK as Stripe signs them and posted to the real route.
const WEBHOOK_SECRET = 'whsec_testsecret123';
const PLANS = [
  { id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_pro_monthly', price: '€29 / month', unlocks: ['comprehensive', 'detailed'] },
  { id: 'agency', name: 'Agency', kind: 'subscription', priceId: 'price_agency_monthly', price: '€99 / month', unlocks: ['comprehensive', 'detailed', 'whitelabel'] },
  { id: 'one-report', name: 'One report', kind: 'report', priceId: 'price_one_report', price: '€9', unlocks: ['comprehensive', 'detailed', 'whitelabel'] },
];

const billingFor = (fake: FakeStripe) =>
  testBilling({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PLANS: JSON.stringify(PLANS), STRIPE_API_BASE: fake.origin });

async function signUp(app: App, email: string) {
  const { user, token } = await createAccount(app, email);
  return { userId: user.id, headers: { authorization: `Bearer ${token}` } };
}

async function ownAnalysis(app: App, userId: string) {
  const stored = report([page('https://shop.test/', [])]);
  const row = await createAnalysis(app.db, {
    domain: 'shop.test',
    request: { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false },
    ipHash: 'test',
    ownerKeyHash: null,
    userId,
  });
  await completeAnalysis(app.db, row.id, { report: stored, scores: { overall: 80 }, pagesDone: 1 });
  return row.id;
}

describe('billing with Stripe configured', () => {
  let fake: FakeStripe;
  let app: App;

  const postEvent = (event: unknown, options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string } = {}) => {
    const { payload, signature } = fake.sign(event, options.secret, options.timestamp);
    return app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: options.tamper ? options.tamper(payload) : payload });
  };
  const deliver = async (events: FakeEvent[]) => {
    const outcomes = [];
    for (const event of events) {
      const response = await postEvent(event);
      expect(response.statusCode, response.body).toBe(200);
      outcomes.push(response.json().outcome);
    }
    return outcomes;
  };
  const view = (id: string, name: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/analyses/${id}/report?view=${name}`, headers }).then((response) => response.statusCode);
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers }).then((response) => response.json().data.subscription);
  const account = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/billing/account', headers }).then((response) => response.json().billing);
  const checkout = (headers: Record<string, string>, body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/billing/checkout', headers, payload: body });

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    app = await createTestApp({ billing: billingFor(fake) }, { work: false });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('lists the configured plans without their Stripe price ids', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, enabled: true, plans: [{ id: 'pro', name: 'Pro', kind: 'subscription', price: '€29 / month', unlocks: ['comprehensive', 'detailed'] }, { id: 'agency' }, { id: 'one-report', kind: 'report' }] });
    expect(response.body).not.toContain('price_');
  });

  it('starts Checkout on Stripe for a plan, and confirms the payment from Stripe, not from the address', async () => {
    const buyer = await signUp(app, 'retrieve@example.com');
    const analysis = await ownAnalysis(app, buyer.userId);
    expect(await view(analysis, 'comprehensive', buyer.headers)).toBe(402);

    const started = await checkout(buyer.headers, { planId: 'pro' });
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId, url } = started.json();
    expect(url).toBe(`${fake.origin}/pay/${sessionId}`);
    const created = fake.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(created.body).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: 'price_pro_monthly', quantity: '1' } },
      customer_email: 'retrieve@example.com',
      client_reference_id: buyer.userId,
      metadata: { userId: buyer.userId, planId: 'pro' },
      subscription_data: { metadata: { userId: buyer.userId, planId: 'pro' } },
      success_url: `${app.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.config.publicUrl}/payment-failure?plan=pro`,
    });

    // Not paid yet: the success page's record says so, whatever its address claims.
    const before = await app.inject({ method: 'GET', url: `/api/billing/checkout/${sessionId}`, headers: buyer.headers });
    expect(before.json().checkout).toMatchObject({ status: 'open', unlocked: [], plan: { id: 'pro' } });
    expect((await me(buyer.headers)).isActive).toBe(false);

    // Paid on Stripe, no event delivered: the success page asks Stripe and unlocks.
    await fake.completeSession(sessionId);
    const after = await app.inject({ method: 'GET', url: `/api/billing/checkout/${sessionId}`, headers: buyer.headers });
    expect(after.json().checkout).toMatchObject({ status: 'complete', unlocked: ['comprehensive', 'detailed'], subscription: { status: 'active', isActive: true, plan: { id: 'pro' } } });
    expect(fake.requests.some((request) => request.method === 'GET' && request.path.startsWith('/v1/subscriptions/'))).toBe(true);
    expect((await me(buyer.headers)).isActive).toBe(true);
    expect(await view(analysis, 'comprehensive', buyer.headers)).toBe(200);
    expect(await view(analysis, 'detailed', buyer.headers)).toBe(200);
    expect(await view(analysis, 'comprehensive-whitelabel', buyer.headers)).toBe(402);

    // Someone else's session id is nobody's business.
    const stranger = await signUp(app, 'stranger@example.com');
    const refused = await app.inject({ method: 'GET', url: `/api/billing/checkout/${sessionId}`, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
    // Subscribing again while active is refused; the portal manages it.
    expect((await checkout(buyer.headers, { planId: 'agency' })).json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: { ...buyer.headers, 'content-type': 'application/json' }, payload: {} });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toBe(`${fake.origin}/portal/${fake.sessions.get(sessionId)!.customer}`);
  });

  it('unlocks from signed events, handles each event once, and locks again when the subscription is cancelled', async () => {
    const buyer = await signUp(app, 'webhooks@example.com');
    const analysis = await ownAnalysis(app, buyer.userId);
    const { sessionId } = (await checkout(buyer.headers, { planId: 'agency' })).json();
    const { events } = await fake.completeSession(sessionId);
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    expect(await deliver(events)).toEqual(['applied', 'applied', 'applied']);

    expect((await me(buyer.headers)).isActive).toBe(true);
    for (const name of ['comprehensive', 'detailed', 'comprehensive-whitelabel']) expect(await view(analysis, name, buyer.headers), name).toBe(200);
    const billing = await account(buyer.headers);
    expect(billing).toMatchObject({
      enabled: true,
      subscription: { plan: { id: 'agency' }, status: 'active', isActive: true, cancelAtPeriodEnd: false },
      entitlements: { comprehensive: true, detailed: true, whitelabel: true },
      canManageBilling: true,
    });
    expect(billing.grants).toHaveLength(3);
    expect(billing.invoices).toMatchObject([{ status: 'paid', amountPaid: 2900, currency: 'eur', paymentFailedAt: null }]);

    // A replay (or Stripe's retry) of every event changes nothing and says so.
    const countEvents = async () => (await app.db.select().from(stripeEvents)).length;
    const recorded = await countEvents();
    expect(await deliver(events)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await countEvents()).toBe(recorded);
    expect((await account(buyer.headers)).invoices).toHaveLength(1);
    // The same new event arriving twice at once is still applied once.
    const subscription = fake.subscriptions.get(fake.sessions.get(sessionId)!.subscription!)!;
    const twice = fake.event('invoice.payment_failed', fake.invoice({ customer: subscription.customer, subscription: subscription.id, status: 'open' }));
    const both = await Promise.all([postEvent(twice), postEvent(twice)]);
    expect(both.map((response) => response.json().outcome).sort()).toEqual(['applied', 'duplicate']);
    const afterFailure = await account(buyer.headers);
    expect(afterFailure.invoices).toHaveLength(2);
    expect(afterFailure.invoices.find((invoice: { status: string }) => invoice.status === 'open').paymentFailedAt).not.toBeNull();
    // A failed payment alone locks nothing: Stripe retries it and says when the subscription lapses.
    expect((await me(buyer.headers)).isActive).toBe(true);

    // Cancelled in the portal: active until the period ends, then deleted.
    const created = Math.floor(Date.now() / 1000);
    const cancelling = { ...subscription, cancel_at_period_end: true };
    expect(await deliver([fake.event('customer.subscription.updated', cancelling, created + 1)])).toEqual(['applied']);
    expect((await account(buyer.headers)).subscription).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    expect(await view(analysis, 'comprehensive', buyer.headers)).toBe(200);

    expect(await deliver([fake.event('customer.subscription.deleted', { ...cancelling, status: 'canceled' }, created + 2)])).toEqual(['applied']);
    expect((await me(buyer.headers)).isActive).toBe(false);
    for (const name of ['comprehensive', 'detailed', 'comprehensive-whitelabel']) expect(await view(analysis, name, buyer.headers), name).toBe(402);
    expect(await view(analysis, 'standard', buyer.headers)).toBe(200);
    expect(await account(buyer.headers)).toMatchObject({ subscription: { status: 'canceled', isActive: false }, entitlements: { comprehensive: false, detailed: false, whitelabel: false }, grants: [] });

    // An older event that arrives late (Stripe does not promise order) does not bring it back.
    expect(await deliver([fake.event('customer.subscription.updated', subscription, created)])).toEqual(['applied']);
    expect((await me(buyer.headers)).isActive).toBe(false);
    expect(await view(analysis, 'comprehensive', buyer.headers)).toBe(402);
  });

  it('refuses events that are not signed with the endpoint secret, or are stale', async () => {
    const event = fake.event('customer.subscription.updated', fake.subscription({ customer: 'cus_nobody', priceId: 'price_pro_monthly' }));
    const wrongSecret = await postEvent(event, { secret: 'whsec_someoneelse' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
    const tampered = await postEvent(event, { tamper: (payload) => payload.replace('"active"', '"trialing"') });
    expect(tampered.statusCode).toBe(400);
    const stale = await postEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toMatch(/tolerance/i);
    const unsigned = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().success).toBe(false);
    // None of them was recorded: the real delivery still applies (to no account here: ignored).
    expect((await postEvent(event)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuses a signed event whose object it cannot read, by name', async () => {
    const response = await postEvent(fake.event('customer.subscription.updated', { id: 'sub_x', object: 'subscription', status: 'exploded' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNEXPECTED_EVENT', error: expect.stringContaining('subscription') });
  });

  it('sells a single report: its paid views open on that report only', async () => {
    const buyer = await signUp(app, 'single@example.com');
    const bought = await ownAnalysis(app, buyer.userId);
    const other = await ownAnalysis(app, buyer.userId);
    expect((await checkout(buyer.headers, { planId: 'one-report' })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await checkout(buyer.headers, { planId: 'pro', analysisId: bought })).statusCode).toBe(400);
    const stranger = await signUp(app, 'not-the-owner@example.com');
    expect((await checkout(stranger.headers, { planId: 'one-report', analysisId: bought })).statusCode).toBe(404);

    const started = await checkout(buyer.headers, { planId: 'one-report', analysisId: bought });
    expect(started.statusCode, started.body).toBe(200);
    const { sessionId } = started.json();
    expect(fake.requests.at(-1)!.body).toMatchObject({ mode: 'payment', customer_creation: 'always', invoice_creation: { enabled: 'true' }, cancel_url: `${app.config.publicUrl}/payment-failure?plan=one-report&analysis=${bought}` });
    const { events } = await fake.completeSession(sessionId);
    expect(await deliver(events)).toEqual(['applied', 'applied']);

    for (const name of ['comprehensive', 'detailed', 'comprehensive-whitelabel']) {
      expect(await view(bought, name, buyer.headers), name).toBe(200);
      expect(await view(other, name, buyer.headers), name).toBe(402);
    }
    expect((await me(buyer.headers)).isActive).toBe(false);
    const record = await app.inject({ method: 'GET', url: `/api/billing/checkout/${sessionId}`, headers: buyer.headers });
    expect(record.json().checkout).toMatchObject({ status: 'complete', analysis: { id: bought, domain: 'shop.test' }, subscription: null });
    expect(record.json().checkout.unlocked.sort()).toEqual(['comprehensive', 'detailed', 'whitelabel']);
    expect((await account(buyer.headers)).purchasedReports).toMatchObject([{ analysisId: bought, domain: 'shop.test' }]);
    expect((await checkout(buyer.headers, { planId: 'one-report', analysisId: bought })).json()).toMatchObject({ code: 'ALREADY_UNLOCKED' });
  });

  it('starts at most 20 checkouts an hour per account (each is a call to Stripe)', async () => {
    const buyer = await signUp(app, 'many-checkouts@example.com');
    const before = fake.requests.length;
    for (let i = 0; i < 20; i++) expect((await checkout(buyer.headers, { planId: 'pro' })).statusCode).toBe(200);
    const refused = await checkout(buyer.headers, { planId: 'pro' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(fake.requests.length - before).toBe(20);
    // Another account is not held back by it.
    expect((await checkout((await signUp(app, 'one-checkout@example.com')).headers, { planId: 'pro' })).statusCode).toBe(200);
  });

  it('answers a refused or unreachable Stripe with 502, and needs an account', async () => {
    expect((await checkout({}, { planId: 'pro' })).statusCode).toBe(401);
    const buyer = await signUp(app, 'nocustomer@example.com');
    expect((await checkout(buyer.headers, { planId: 'gold' })).json()).toMatchObject({ code: 'UNKNOWN_PLAN' });
    const portal = await app.inject({ method: 'POST', url: '/api/billing/portal', headers: { ...buyer.headers, 'content-type': 'application/json' }, payload: {} });
    expect(portal.json()).toMatchObject({ code: 'NO_CUSTOMER' });

    const offline = await createTestApp({ billing: { ...billingFor(fake), apiBase: { protocol: 'http', host: '127.0.0.1', port: 9 } } }, { work: false });
    try {
      const user = await signUp(offline, 'offline@example.com');
      const refused = await offline.inject({ method: 'POST', url: '/api/billing/checkout', headers: user.headers, payload: { planId: 'pro' } });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_ERROR', error: expect.stringContaining('Nothing was charged') });
    } finally {
      await offline.close();
    }
  });
});

describe('billing not configured (the self-hosted default)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({}, { work: false });
  });
  afterAll(async () => app.close());

  it('documents every billing operation in the OpenAPI document, the dashboard\'s included', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>> };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) => (path.startsWith('/api/billing/') ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`) : []));
    expect(operations.sort()).toEqual([
      'GET /api/billing/account',
      'GET /api/billing/checkout/{sessionId}',
      'GET /api/billing/plans',
      'POST /api/billing/checkout',
      'POST /api/billing/portal',
      'POST /api/billing/webhook',
    ]);
    expect(Object.keys(spec.paths['/api/billing/account']!.get!.responses)).toEqual(['200', '401']);
  });

  it('sells nothing, refuses checkout and webhooks by saying so, and keeps every view open', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/billing/plans' })).json()).toEqual({ success: true, enabled: false, plans: [] });
    const user = await signUp(app, 'selfhosted@example.com');
    const refused = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: user.headers, payload: { planId: 'pro' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'BILLING_DISABLED', error: expect.stringContaining('every report view is already open') });
    const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' }, payload: '{}' });
    expect(webhook.json()).toMatchObject({ code: 'BILLING_DISABLED' });
    expect((await app.inject({ method: 'GET', url: '/api/billing/account', headers: user.headers })).json().billing).toMatchObject({
      enabled: false,
      subscription: null,
      entitlements: { comprehensive: true, detailed: true, whitelabel: true },
    });
    const analysis = await ownAnalysis(app, user.userId);
    for (const name of ['comprehensive', 'detailed', 'comprehensive-whitelabel']) {
      expect((await app.inject({ method: 'GET', url: `/api/analyses/${analysis}/report?view=${name}`, headers: user.headers })).statusCode, name).toBe(200);
    }
  });
});
