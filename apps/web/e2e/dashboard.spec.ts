// A visitor does work of several kinds without an account, signs up in the same browser, and the
// dashboard offers that work (naming the account), adds it and shows what came in; an API key made
// there works over real HTTP; deleting the account says first what happens to each kind of data,
// then removes it: the visitor is signed out and the key is refused.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { linkWithParam, waitForMail } from './mailbox';

test.describe.configure({ timeout: 180_000 });
const PASSWORD = 'correct horse battery';
const SHOTS = process.env.SCREENSHOTS_DIR;

const IDEA = {
  name: 'Receipt Robot',
  problem: 'Keeping track of receipts for expense reports',
  audience: 'Freelancers who invoice clients',
  currentSolution: 'A spreadsheet and a shoebox',
  solution: 'An app that reads receipts from photos',
  price: { amount: 9, currency: 'EUR', per: 'month' },
  hasPrototype: true,
};

/** Work made through the page's own cookie jar, as the app's pages would: the browser's owner cookie. */
async function workWithoutAccount(page: Page) {
  const made = async (url: string, data: object) => {
    const response = await page.request.post(url, { data });
    expect(response.status(), await response.text()).toBe(201);
  };
  await made('/api/surveys', { title: 'Checkout feedback' });
  await made('/api/ideas', { idea: IDEA });
  await made('/api/bias/questions', { questions: ["Don't you agree that our amazing checkout is easy to use?"] });
  await made('/api/sessions', { title: 'Checkout review', agenda: 'free' });
}

test('sign up, the dashboard adds and shows this browser’s work, an API key works, and deleting the account says what goes and removes it', async ({ page, request }) => {
  const email = `e2e-dashboard-${Date.now()}@example.test`;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  await workWithoutAccount(page);

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill('Dana Board');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We sent an email to ${email}`);
  await page.keyboard.press('Escape');
  const [confirm] = await waitForMail(email);
  await page.goto(linkWithParam(confirm!, 'magic_token'));
  await expect(page.getByTestId('toast')).toContainText('Signed In Successfully');

  // The header's account menu leads to the dashboard.
  await page.getByRole('button', { name: /Dana Board/ }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

  // An idea's survey is a survey of its own: two surveys.
  const offer = page.getByRole('region', { name: 'Add to my account' });
  await expect(offer).toContainText(`This browser has 2 surveys, 1 idea, 1 bias report and 1 collaborative session, made without an account and not in yours (signed in as ${email}).`);
  await offer.getByRole('button', { name: 'Add to my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your account' })).toHaveText('Added to your account: 2 surveys, 1 idea, 1 bias report and 1 collaborative session.');
  await expect(page.getByTestId('claims-list')).toContainText('2 surveys, 1 idea, 1 bias report and 1 collaborative session');
  await expect(page.getByTestId('dashboard-surveys')).toContainText('Checkout feedback');
  await expect(page.getByTestId('dashboard-surveys')).toContainText('Draft · 0 responses');
  await expect(page.getByTestId('dashboard-ideas')).toContainText('Receipt Robot');
  await expect(page.getByTestId('dashboard-bias')).toContainText('Question bias check');
  await expect(page.getByTestId('dashboard-sessions')).toContainText('Checkout review');
  await expect(page.getByTestId('dashboard-analyses')).toContainText('No website analysed yet.');
  // Self-hosted without a payment provider: the server says so, and everything is open.
  await expect(page.getByTestId('plan-status')).toContainText('No payment provider is configured');
  await expect(page.getByTestId('plan-status')).toContainText('Every report view');
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/dashboard-phone.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-phone-top.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Another browser signed in to the account lists the work: it is the account's now.
  const signedIn = await request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
  const surveys = await request.get('/api/surveys', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await surveys.json()) as { surveys: unknown[] }).surveys).toHaveLength(2);

  // An API key, made in the dashboard and shown once, reads the account's surveys over /api/v1.
  const api = page.locator('#api');
  await api.getByLabel('Name').fill('Dashboard script');
  await api.getByRole('button', { name: 'Create key' }).click();
  const key = (await api.getByTestId('new-api-key').textContent())!;
  expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  const listed = await request.get('/api/v1/surveys', { headers: { Authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { surveys: unknown[] }).surveys).toHaveLength(2);

  // Deleting says first what happens to each kind, with this account's counts.
  const danger = page.locator('#danger');
  await danger.getByRole('button', { name: 'Delete my account…' }).click();
  const plan = danger.getByTestId('deletion-plan');
  await expect(plan).toContainText('Surveys: 2');
  await expect(plan).toContainText('Ideas: 1');
  await expect(plan).toContainText('Bias reports: 1');
  await expect(plan).toContainText('Collaborative sessions: 1');
  await expect(plan).toContainText('API keys: 1');
  await expect(plan.getByRole('listitem').filter({ hasText: 'Records of domains submitted' })).toContainText('Anonymised');
  await expect(plan.getByRole('listitem').filter({ hasText: 'Work done signed out' })).toContainText('Kept');
  if (SHOTS) await danger.screenshot({ path: `${SHOTS}/dashboard-delete-plan.png` });
  await danger.getByLabel('Your password, to confirm').fill('not my password');
  await danger.getByRole('button', { name: 'Delete my account and this data' }).click();
  await expect(danger.getByRole('alert')).toContainText('That is not your current password.');
  await danger.getByLabel('Your password, to confirm').fill(PASSWORD);
  await danger.getByRole('button', { name: 'Delete my account and this data' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('toast')).toContainText('Your account was deleted');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  expect((await request.get('/api/v1/surveys', { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401);
  expect((await request.post('/api/auth/signin', { data: { email, password: PASSWORD } })).status()).toBe(401);
  // The work went with the account: this browser no longer lists it either.
  expect(((await (await page.request.get('/api/surveys')).json()) as { surveys: unknown[] }).surveys).toEqual([]);
});
