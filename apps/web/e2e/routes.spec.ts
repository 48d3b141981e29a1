import { expect, test } from '@playwright/test';
import { chunkRequest } from './helpers/chunks';

test.use({ timezoneId: 'Asia/Tokyo' });

const HOME_HEADING = 'See your website through your visitors’ eyes';

test('an unmatched path shows the home page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  await expect(page).toHaveURL('/this/does/not/exist');
});

test('every area of the spec’s screens and routes has its page', async ({ page }) => {
  const pages: [string, string | RegExp][] = [
    ['/why-sightline', 'Why Sightline'],
    ['/pricing', 'The software is free'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-service', 'Terms of service'],
    ['/checkout', 'Checkout'],
    ['/survey/abc', 'Survey not found'],
    ['/idea-validation/42/survey-results', 'Idea not found'],
    ['/standard-report/syn-1/tok-1', 'Link not valid'],
    ['/comprehensive-report-whitelabel', 'Your reports'],
    ['/blog/ux-roi-calculation', 'How to calculate UX ROI without made-up multipliers'],
    ['/guides/biases/anchoring', 'Anchoring: how the first number shapes every estimate'],
    ['/waitlist?domain=example.com&syntheticId=s1&analysisStarted=true', 'This analysis cannot be shown in this browser'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
});

test('navigating scrolls back to the top and shows "Loading..." while a page loads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Delay the content page's chunk to see the fallback.
  await page.route(chunkRequest('content-page'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a report's data is requested while its page's code is still on the way, and a refusal shows the page's own notice", async ({ page }) => {
  let codeArrived = false;
  let requestedBeforeCode: boolean | null = null;
  await page.route(chunkRequest('standard-report-page'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    codeArrived = true;
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/analyses/syn-9/report')) requestedBeforeCode = !codeArrived;
  });
  await page.goto('/standard-report/syn-9/tok-9');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  // The route's loader asked for the report; the 404 renders the report page's error state, in the layout.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(requestedBeforeCode).toBe(true);
});

test('the startup stage changes what home and pricing emphasise, and is remembered', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('coverage-list').getByRole('listitem').first();
  await expect(first).toContainText('Usability & accessibility');
  await page.getByText('Growth stage').first().click();
  await expect(first).toContainText('Page speed');
  expect(await page.evaluate(() => localStorage.getItem('sightline_startup_stage'))).toBe('growth');
  await page.goto('/pricing');
  await expect(page.locator('[data-highlighted]')).toContainText('Scaled out');
  await page.getByText('Early stage').click();
  await expect(page.locator('[data-highlighted]')).toContainText('Single machine');
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('nothing scrolls sideways and the menu opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The software is free');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
