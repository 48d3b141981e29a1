// Pricing and payments in the browser. The shared e2e server has no payment provider (the self-hosted
// default); the Stripe flow runs against a second real server of ours, started here with test
// Stripe keys and pointed at a local stand-in for Stripe's API and hosted pages
// (apps/server/test/helpers/fake-stripe.mjs), which signs its events as Stripe does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../server/test/helpers/fake-stripe.mjs';
import { analysisFixtureHost, analysisFixturePort } from './analysis-fixture.mjs';
import { signUpThroughApi } from './helpers/accounts';
import { analyseFixtureThroughApi } from './helpers/analysis-api';
import { axeViolations } from './helpers/axe';
import { serverPort, smtpPort } from './ports.mjs';
import { seedDataDir, serverCommand } from './server-process.mjs';

test.describe('without a payment provider', () => {
  test('pricing shows the free software, and every payment page says nothing can be bought', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'The software is free' })).toBeVisible();
    await expect(page.getByTestId('plan-card')).toHaveCount(0);
    for (const path of ['/checkout', '/subscribe?plan=pro', '/payment-success?session_id=cs_test_made_up', '/payment-failure?plan=pro']) {
      await page.goto(path);
      await expect(page.getByTestId('billing-off'), path).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No payment provider is configured' })).toBeVisible();
      await expect(page.getByText('Every report view (standard, comprehensive, detailed and both white-label views)')).toBeVisible();
    }
    await expect(page.getByText('nothing was charged')).toBeVisible();
  });
});

test.describe('with Stripe configured', () => {
  test.describe.configure({ mode: 'serial' });

  const port = serverPort + 4;
  const origin = `http://127.0.0.1:${port}`;
  const webhookSecret = 'whsec_e2esecret';
  let fake: FakeStripe;
  let server: ChildProcess;
  let dataDir: string;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    // A second server of ours starting beside the whole suite: at load 30 on two cores it had not
    // answered /api/health after 150 s (the shared one took 93 s alone).
    test.setTimeout(330_000);
    fake = await startFakeStripe({ webhookSecret, webhookUrl: `${origin}/api/billing/webhook` });
    fake.describePrice = (priceId) => (priceId === 'price_e2e_pro' ? '€29.00 per month' : priceId);
    dataDir = mkdtempSync(join(tmpdir(), 'sightline-e2e-billing-'));
    const plans = [
      { id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_e2e_pro', price: '€29 / month', unlocks: ['comprehensive', 'detailed'], description: 'For teams who fix what the reports find.' },
      { id: 'one-report', name: 'One report', kind: 'report', priceId: 'price_e2e_one', price: '€9', unlocks: ['comprehensive', 'detailed', 'whitelabel'] },
    ];
    await seedDataDir(dataDir);
    const [command, args] = serverCommand();
    server = spawn(command, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SIGNUPS_PER_IP_PER_HOUR: '100000',
        // The fixture site (served by the shared e2e stack) for the single-report purchase.
        SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
        SIGHTLINE_HOST_RULES: `MAP ${analysisFixtureHost} 127.0.0.1:${analysisFixturePort}`,
        LAB_RUNS: '1',
        LOG_LEVEL: 'warn',
        GA_MEASUREMENT_ID: '',
        SESSION_RECORDING_SRC: '',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PLANS: JSON.stringify(plans),
        STRIPE_API_BASE: fake.origin,
      },
    });
    api = await playwrightRequest.newContext({ baseURL: origin });
    await expect.poll(() => api.get('/api/health').then((r) => r.status(), () => 0), { timeout: 300_000, intervals: [500] }).toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server && server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('pricing → Stripe Checkout → the success page shows the server’s record; cancelling locks again', async ({ page }) => {
    const token = await signUpThroughApi(api, 'Billing Buyer');
    await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);

    await page.goto(`${origin}/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
    await expect(page.getByTestId('plan-card').first()).toContainText('€29 / month');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Subscribe: Pro' }).click();

    await expect(page).toHaveURL(`${origin}/subscribe?plan=pro`);
    await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay €29 / month with Stripe' }).click();

    // Stripe's hosted page (the stand-in): the server made the session, the browser was sent there.
    await expect(page).toHaveURL(new RegExp(`^${fake.origin}/pay/cs_test_`));
    await expect(page.getByText('Mode: subscription. Price: €29.00 per month.')).toBeVisible();
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(`${origin}/payment-success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Your Pro subscription is active.')).toBeVisible();
    const unlocked = page.getByRole('region', { name: 'Now open' });
    await expect(unlocked.getByText('Comprehensive report', { exact: true })).toBeVisible();
    await expect(unlocked.getByText('Detailed report', { exact: true })).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toContainText('You subscribe to Pro.');
    expect(await axeViolations(page)).toEqual([]);
    const me = async () => ((await (await api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { subscription: { isActive: boolean } } }).data.subscription;
    expect((await me()).isActive).toBe(true);

    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fake.origin}/portal/cus_test_`));

    // Cancelled in Stripe's portal: Stripe's signed event locks the paid views again.
    const subscription = fake.subscriptions.get(fake.sessions.get(sessionId)!.subscription!)!;
    const cancelled = await fake.deliver(fake.event('customer.subscription.deleted', { ...subscription, status: 'canceled' }, Math.floor(Date.now() / 1000) + 1));
    expect(cancelled).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await me()).isActive).toBe(false);
    await page.goto(`${origin}/pricing`);
    await expect(page.getByTestId('plan-card')).toHaveCount(2);
    await expect(page.getByTestId('subscription-status')).toHaveCount(0);
  });

  test('a cancelled checkout explains and offers a retry; a made-up session id proves nothing', async ({ page }) => {
    const token = await signUpThroughApi(api, 'Billing Leaver');
    await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
    await page.goto(`${origin}/subscribe?plan=pro`);
    await page.getByRole('button', { name: 'Pay €29 / month with Stripe' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fake.origin}/pay/`));
    await page.getByRole('link', { name: 'Cancel and go back' }).click();

    await expect(page).toHaveURL(`${origin}/payment-failure?plan=pro`);
    await expect(page.getByRole('heading', { level: 1, name: 'The payment was not completed' })).toBeVisible();
    await expect(page.getByText('Nothing was charged')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Try again: Pro' }).click();
    await expect(page).toHaveURL(`${origin}/subscribe?plan=pro`);

    await page.goto(`${origin}/payment-success?session_id=cs_test_forged`);
    await expect(page.getByRole('heading', { level: 1, name: 'This checkout is not in your account' })).toBeVisible();
    await expect(page.getByText('Payment received')).toHaveCount(0);
  });

  test('a locked report view sells that one report; once paid, its paid views open there', async ({ page }) => {
    test.setTimeout(300_000);
    const token = await signUpThroughApi(api, 'Report Buyer');
    // What is sold is access to the report, whatever it covers: a quick real analysis (general
    // checks only, no screenshots) instead of every type with Lighthouse and screenshots.
    const id = await analyseFixtureThroughApi(api, token, { analysisTypes: ['GENERAL'], saveScreenshots: false });
    await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);

    await page.goto(`${origin}/comprehensive-report/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The comprehensive report is not included' })).toBeVisible();
    await page.getByRole('link', { name: 'Buy this report' }).click();
    await expect(page).toHaveURL(`${origin}/checkout?analysis=${id}`);
    await expect(page.getByText(`For the report on ${analysisFixtureHost}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay €9 with Stripe' }).click();
    await expect(page).toHaveURL(new RegExp(`^${fake.origin}/pay/cs_test_`));
    await expect(page.getByText('Mode: payment.')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText(`The report on ${analysisFixtureHost} is unlocked.`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the comprehensive report' }).click();
    await expect(page).toHaveURL(`${origin}/comprehensive-report/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
    // One report only: a subscription was not bought.
    const me = (await (await api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { subscription: { isActive: boolean } } };
    expect(me.data.subscription.isActive).toBe(false);
  });
});
