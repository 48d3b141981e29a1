import { expect, test, type Page } from '@playwright/test';
import { reachableHost, unreachableHost } from './ports.mjs';

// No banner timezone, so nothing overlaps the hero.
test.use({ timezoneId: 'Asia/Tokyo' });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

const form = (page: Page) => page.getByTestId('domain-form').first();
const input = (page: Page) => page.getByRole('textbox', { name: 'Website domain' });
const message = (page: Page) => page.getByTestId('domain-message').first();

/**
 * Starts recording whether the domain input shakes. The shake lasts 600 ms, which a busy machine's
 * polling can miss entirely, so the page itself notes the attribute appearing.
 */
async function watchShake(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = window as unknown as { domainInputShook?: boolean };
    state.domainInputShook = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="domain-form"] [data-shaking]')) state.domainInputShook = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-shaking'] });
  });
  return () => page.evaluate(() => (window as unknown as { domainInputShook?: boolean }).domainInputShook === true);
}

test('empty input is idle and submitting it asks for a domain', async ({ page }) => {
  await expect(form(page)).toHaveAttribute('data-status', 'idle');
  const shook = await watchShake(page);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(message(page)).toHaveText('Please enter a domain');
  await expect.poll(shook).toBe(true);
  // The shake lasts 600 ms, then the input settles.
  await expect(form(page).locator('[data-shaking]')).toHaveCount(0, { timeout: 2000 });
});

test('a malformed domain becomes invalid after the debounce, and submitting it shakes', async ({ page }) => {
  await input(page).fill('not a domain');
  // Checked 800 ms after the last keystroke, not before.
  await page.waitForTimeout(400);
  await expect(message(page)).toHaveText('');
  await expect(message(page)).toHaveText('Invalid domain format (e.g., use example.com)');
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  const shook = await watchShake(page);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(message(page)).toHaveText('Please enter a valid domain (e.g., example.com)');
  await expect.poll(shook).toBe(true);
});

test('submitting while the domain is being validated asks to wait', async ({ page }) => {
  await input(page).fill(reachableHost);
  await expect(form(page)).toHaveAttribute('data-status', 'validating');
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(message(page)).toHaveText('Please wait for domain validation to complete');
});

test('a reachable domain becomes valid and says which page will be analysed: the typed path is kept', async ({ page }) => {
  await input(page).fill(`https://www.${reachableHost}/pricing?x=1`);
  await expect(form(page)).toHaveAttribute('data-status', 'valid');
  await expect(message(page)).toHaveText(`We'll analyse http://${reachableHost}/pricing?x=1`);
  await input(page).fill(reachableHost);
  await expect(message(page)).toHaveText(`We'll analyse http://${reachableHost}/`);
});

test('an unreachable domain is invalid with the server message', async ({ page }) => {
  await input(page).fill(unreachableHost);
  await expect(form(page)).toHaveAttribute('data-status', 'invalid', { timeout: 15_000 });
  await expect(message(page)).toHaveText('Domain not reachable. Please check the domain.');
});

test('a network failure during validation says so', async ({ page }) => {
  await page.route('**/api/domain-validation/validate', (route) => route.abort('connectionrefused'));
  await input(page).fill(reachableHost);
  await expect(message(page)).toHaveText('Unable to validate domain. Please try again.');
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
});

async function enterValidDomain(page: Page) {
  await input(page).fill(reachableHost);
  await expect(form(page)).toHaveAttribute('data-status', 'valid');
}

test('submitting a valid domain shows "Analyzing...", starts the crawl, records the submission and goes to the waitlist', async ({ page }) => {
  await enterValidDomain(page);
  // Hold the crawl answer back long enough to see the pending label.
  await page.route('**/api/proxy/v1/crawl', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const crawl = page.waitForRequest('**/api/proxy/v1/crawl');
  const submission = page.waitForRequest('**/api/user-data/domain-submission');
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  expect((await crawl).postDataJSON()).toEqual({
    startUrls: [reachableHost],
    maxPages: 1,
    maxDepth: 2,
    analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'],
    saveScreenshots: true,
  });
  const submitted = (await submission).postDataJSON();
  expect(submitted).toMatchObject({ domain: reachableHost, submissionType: 'exit-intent', source: 'homepage', analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'] });
  expect(typeof submitted.syntheticId).toBe('string');
  await expect(page).toHaveURL(`/waitlist?domain=${reachableHost}&syntheticId=${submitted.syntheticId}&analysisStarted=true`);
  // The waitlist follows the real analysis (or has already moved on to its report).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reachableHost);
});

test('a failed domain-submission record does not stop the analysis', async ({ page }) => {
  await page.route('**/api/user-data/domain-submission', (route) => route.abort('connectionrefused'));
  await enterValidDomain(page);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page).toHaveURL(/\/waitlist\?.*analysisStarted=true/);
});

test('a crawl answered with an error status shows the Analysis Error toast and stays put', async ({ page }) => {
  // The server's crawl endpoint works; an overloaded or failing one is stood in for here.
  await page.route('**/api/proxy/v1/crawl', (route) => route.fulfill({ status: 503, json: { success: false, error: 'Busy', code: 'UNAVAILABLE' } }));
  await enterValidDomain(page);
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Analysis Error');
  await expect(toast).toContainText('Analysis failed: 503');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Analyze My Website' })).toBeEnabled();
});
