// A local stand-in for api.stripe.com: the one outside service the billing tests cannot reach.
// It answers the few API calls the server makes (Checkout Sessions create and retrieve,
// subscriptions retrieve, billing portal sessions create) with Stripe-shaped JSON, serves a small
// page where Stripe's hosted Checkout would be, and signs the events it sends exactly as Stripe
// does (the official SDK's generateTestHeaderString with the endpoint's secret). The server under
// test talks to it through the SDK itself (STRIPE_API_BASE → the SDK's host, port and protocol).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

const sdk = new Stripe('sk_test_signing_only');
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const DAY = 24 * 60 * 60;

/** Stripe's form encoding (a[b][0][c]=v) back into an object. */
function parseForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return root;
}

function listOf(data) {
  return { object: 'list', data, has_more: false, url: '/v1/list' };
}

/**
 * @param {{ webhookSecret: string, webhookUrl?: string }} options
 */
export async function startFakeStripe(options) {
  /** @type {Map<string, any>} */
  const sessions = new Map();
  /** @type {Map<string, any>} */
  const subscriptions = new Map();
  /** Every API request the server made: method, path and parsed body. */
  const requests = [];
  let webhookUrl = options.webhookUrl ?? null;

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = parseForm(Buffer.concat(chunks).toString('utf8'));
      const send = (status, json) => response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(JSON.stringify(json));
      const missing = (what) => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method: request.method, path: url.pathname, body, authorization: request.headers.authorization ?? null });
        if (request.headers.authorization !== `Bearer ${fake.secretKey}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      let match;
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const session = {
          id: id('cs'),
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          client_reference_id: body.client_reference_id ?? null,
          subscription: null,
          metadata: body.metadata ?? {},
          subscription_data: body.subscription_data ?? null,
          line_items: body.line_items,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          created: now(),
          livemode: false,
        };
        session.url = `${fake.origin}/pay/${session.id}`;
        sessions.set(session.id, session);
        return send(200, publicSession(session));
      }
      if (request.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname))) {
        const session = sessions.get(match[1]);
        return session ? send(200, publicSession(session)) : missing('checkout.session');
      }
      if (request.method === 'GET' && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname))) {
        const subscription = subscriptions.get(match[1]);
        return subscription ? send(200, subscription) : missing('subscription');
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `${fake.origin}/portal/${body.customer}`, livemode: false, created: now() });
      }
      // The hosted pages a browser is sent to (Checkout and the portal), for end-to-end tests.
      if (request.method === 'GET' && (match = /^\/pay\/([\w]+)$/.exec(url.pathname))) {
        const session = sessions.get(match[1]);
        if (!session) return response.writeHead(404).end('no such session');
        const amount = fake.describePrice(session.line_items?.[0]?.price);
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main>
<h1>Fake Stripe Checkout</h1><p>Mode: ${session.mode}. Price: ${amount}.</p>
<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url}">Cancel and go back</a></p></main></body></html>`);
      }
      if (request.method === 'POST' && (match = /^\/pay\/([\w]+)\/complete$/.exec(url.pathname))) {
        const session = sessions.get(match[1]);
        if (!session) return response.writeHead(404).end('no such session');
        fake
          .completeSession(session.id, { deliver: true })
          .then(() => response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end())
          .catch((error) => response.writeHead(500).end(String(error)));
        return;
      }
      if (request.method === 'GET' && url.pathname.startsWith('/portal/')) {
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><head><title>Fake Stripe portal</title></head><body><main><h1>Fake Stripe customer portal</h1></main></body></html>');
      }
      return missing(url.pathname);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  function publicSession(session) {
    const { line_items: _items, subscription_data: _data, success_url: _success, cancel_url: _cancel, ...rest } = session;
    return rest;
  }

  const fake = {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    secretKey: 'sk_test_fakestripe',
    webhookSecret: options.webhookSecret,
    requests,
    sessions,
    subscriptions,
    /** The shown price of a price id (for the hosted page); tests may replace it. */
    describePrice: (priceId) => String(priceId),
    setWebhookUrl(url) {
      webhookUrl = url;
    },

    /** A Stripe event around an object, as Stripe sends it. */
    event(type, object, created = now()) {
      return { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
    },
    /** The body and Stripe-Signature header of an event, signed with the endpoint's secret (or another). */
    sign(event, secret = options.webhookSecret, timestamp = now()) {
      const payload = JSON.stringify(event);
      return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
    /** POSTs a signed event to the webhook URL, as Stripe would; answers the status and body. */
    async deliver(event) {
      if (webhookUrl === null) throw new Error('no webhook URL set');
      const { payload, signature } = fake.sign(event);
      const answer = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      return { status: answer.status, body: await answer.json() };
    },

    subscription(input) {
      const start = now();
      const subscription = {
        id: input.id ?? id('sub'),
        object: 'subscription',
        status: input.status ?? 'active',
        customer: input.customer,
        cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
        metadata: input.metadata ?? {},
        created: start,
        items: listOf([{ id: id('si'), object: 'subscription_item', price: { id: input.priceId, object: 'price' }, current_period_start: start, current_period_end: input.periodEnd ?? start + 30 * DAY }]),
        livemode: false,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    invoice(input) {
      return {
        id: input.id ?? id('in'),
        object: 'invoice',
        customer: input.customer,
        number: input.number ?? `TEST-${randomBytes(2).toString('hex').toUpperCase()}`,
        status: input.status ?? 'paid',
        amount_due: input.amount ?? 2900,
        amount_paid: input.status === 'open' ? 0 : (input.amount ?? 2900),
        currency: input.currency ?? 'eur',
        hosted_invoice_url: `${fake.origin}/invoice/${input.id ?? 'x'}`,
        invoice_pdf: `${fake.origin}/invoice/${input.id ?? 'x'}.pdf`,
        created: now(),
        parent: input.subscription ? { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: {} } } : null,
        lines: listOf([{ id: id('il'), object: 'line_item', period: { start: now(), end: input.periodEnd ?? now() + 30 * DAY } }]),
        livemode: false,
      };
    },

    /**
     * What Stripe does when the customer pays: the session is complete and paid, a customer exists,
     * a subscription is created for subscription mode; with deliver, the events Stripe would send
     * are POSTed signed to the webhook URL (subscription created, the session completed, the invoice paid).
     */
    async completeSession(sessionId, { deliver = false, paymentStatus = 'paid' } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.customer ??= id('cus');
      /** @type {any[]} */
      const events = [];
      if (session.mode === 'subscription') {
        const subscription = fake.subscription({ customer: session.customer, priceId: session.line_items['0'].price, metadata: session.subscription_data?.metadata ?? {} });
        session.subscription = subscription.id;
        events.push(fake.event('customer.subscription.created', subscription));
        events.push(fake.event('checkout.session.completed', publicSession(session)));
        events.push(fake.event('invoice.paid', fake.invoice({ customer: session.customer, subscription: subscription.id, periodEnd: subscription.items.data[0].current_period_end })));
      } else {
        events.push(fake.event('checkout.session.completed', publicSession(session)));
        events.push(fake.event('invoice.paid', fake.invoice({ customer: session.customer, amount: 900 })));
      }
      const outcomes = [];
      if (deliver) for (const event of events) outcomes.push(await fake.deliver(event));
      return { session: publicSession(session), events, outcomes };
    },

    close() {
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
  return fake;
}
