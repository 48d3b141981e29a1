import { expect, test, type Page } from '@playwright/test';
import { reachableHost } from './ports.mjs';
import { chunkRequest } from './helpers/chunks';

// Home is prerendered and reads before the app is there; the app starts when a visitor shows up
// (src/home-runtime). Here the app's code is held back until the visitor has acted, to prove that
// nothing done before it arrived is lost.

// No banner timezone: the page would start the app at once for the banner.
test.use({ timezoneId: 'Asia/Tokyo' });

/** Holds the app's entry back until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkRequest('main'), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
const appAbsent = async (page: Page) => expect(await page.locator('html').getAttribute('data-app')).toBeNull();

test('a stage chosen, a domain typed and submitted before the app arrives all happen once it is there', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const release = await holdApp(page);
  await page.goto('/');
  const first = page.getByTestId('coverage-list').getByRole('listitem').first();
  await expect(first).toContainText('Usability & accessibility');

  await page.getByText('Growth stage').first().click();
  await page.getByRole('textbox', { name: 'Website domain' }).pressSequentially(reachableHost);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await appAbsent(page);
  // Held back, not done as plain HTML: the page has not gone anywhere.
  await expect(page).toHaveURL('/');

  const submission = page.waitForRequest('**/api/user-data/domain-submission');
  release();
  await appReady(page);
  await expect(first).toContainText('Page speed');
  expect(await page.evaluate(() => localStorage.getItem('sightline_startup_stage'))).toBe('growth');
  expect((await submission).postDataJSON()).toMatchObject({ domain: reachableHost, submissionType: 'exit-intent', source: 'homepage' });
  await expect(page).toHaveURL(/\/waitlist\?.*analysisStarted=true/);
  expect(errors).toEqual([]);
});

test('an empty submit before the app arrives asks for a domain once it is there', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Website domain' }).press('Enter');
  await appAbsent(page);
  release();
  await expect(page.getByTestId('domain-message').first()).toHaveText('Please enter a domain');
});

test('"Sign in" pressed before the app arrives opens the dialog once it is there', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await appAbsent(page);
  release();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
});

test('leaving through the top before the app arrives opens the exit-intent modal once it is there', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 10, { steps: 3 });
  await page.mouse.move(600, -20);
  await appAbsent(page);
  release();
  await expect(page.getByRole('dialog', { name: 'Wait! Before you go...' })).toBeVisible();
});

test('a link followed before the app arrives is followed by the app', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await appAbsent(page);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The software is free');
  await appReady(page);
});

test('a stage chosen on an earlier visit starts the app at once and shows, without hydration errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() => localStorage.setItem('sightline_startup_stage', 'growth'));
  await page.goto('/');
  await appReady(page);
  await expect(page.getByTestId('coverage-list').getByRole('listitem').first()).toContainText('Page speed');
  await expect(page.getByRole('radio', { name: 'Growth stage' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('the page reads without any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('See your website through your visitors’ eyes');
  await expect(page.getByRole('textbox', { name: 'Website domain' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the analysis covers' })).toBeVisible();
  await expect(page).toHaveTitle('Sightline — free UX analysis of your website');
  await context.close();
});
