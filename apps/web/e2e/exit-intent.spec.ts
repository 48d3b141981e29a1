import { expect, test, type Page } from '@playwright/test';
import { reachableHost, unreachableHost } from './ports.mjs';

test.use({ timezoneId: 'Asia/Tokyo' });

async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 300);
  await page.mouse.move(600, 10, { steps: 3 });
  await page.mouse.move(600, -20);
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Wait! Before you go...' });

test('opens when the pointer leaves through the top, with the spec content, once per 7 days', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
  for (const text of ['100% Free', 'No Registration', 'Results in 3-20 Minutes', '1,200+', 'Businesses Helped', '12-67%', 'Conversion Improvements', '3-20 mins', 'Fast Results', '92%', 'Success Rate']) {
    await expect(modal(page)).toContainText(text);
  }
  await expect(modal(page).getByRole('textbox', { name: 'Website domain' })).toBeFocused();
  await modal(page).getByRole('button', { name: 'Start Free Analysis' }).click();
  await expect(modal(page).getByTestId('domain-message')).toHaveText('Please enter a domain');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();

  const shownAt = Number(await page.evaluate(() => localStorage.getItem('sightline_exit_intent_shown_at')));
  expect(Date.now() - shownAt).toBeLessThan(60_000);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await leaveThroughTop(page);
  await page.waitForTimeout(300);
  await expect(modal(page)).toBeHidden();

  // Eight days later it may show again.
  await page.evaluate(() => localStorage.setItem('sightline_exit_intent_shown_at', String(Date.now() - 8 * 24 * 3600 * 1000)));
  await leaveThroughTop(page);
  await expect(modal(page)).toBeVisible();
});

test('a domain started from the modal is recorded with the spec\'s submission type and the modal as its source', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await leaveThroughTop(page);
  await modal(page).getByRole('textbox', { name: 'Website domain' }).fill(reachableHost);
  await expect(modal(page).getByTestId('domain-form')).toHaveAttribute('data-status', 'valid');
  const submission = page.waitForRequest('**/api/user-data/domain-submission');
  await modal(page).getByRole('button', { name: 'Start Free Analysis' }).click();
  expect((await submission).postDataJSON()).toMatchObject({ domain: reachableHost, submissionType: 'exit-intent', source: 'exit-intent-modal' });
  await expect(page).toHaveURL(/\/waitlist\?.*analysisStarted=true/);
});

test('uses the modal wording for an unreachable domain', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await leaveThroughTop(page);
  await modal(page).getByRole('textbox', { name: 'Website domain' }).fill(unreachableHost);
  await expect(modal(page).getByTestId('domain-message')).toHaveText('Domain not reachable. Please check the domain.', { timeout: 15_000 });
});

test('uses the modal wording when the check itself fails', async ({ page }) => {
  await page.route('**/api/domain-validation/validate', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await leaveThroughTop(page);
  await modal(page).getByRole('textbox', { name: 'Website domain' }).fill('example.com');
  await expect(modal(page).getByTestId('domain-message')).toHaveText('Unable to verify domain. Please check your connection.');
});

for (const path of ['/standard-report/abc', '/comprehensive-report', '/detailed-report/1', '/?whitelabel=true', '/surveys', '/idea-validation', '/bias-detection/abc']) {
  test(`never opens on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(modal(page)).toHaveCount(0);
  });
}

test.describe('on a touch device', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('never opens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -5, relatedTarget: null, bubbles: true })));
    await page.waitForTimeout(300);
    await expect(modal(page)).toBeHidden();
  });
});

test('never opens on a survey\'s builder or results: work pages, not marketing', async ({ page }) => {
  const created = await page.request.post('/api/surveys', { data: { title: 'No modal here' } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { survey: { id: string } }).survey;
  for (const path of [`/surveys/${id}/edit`, `/surveys/${id}/results`]) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(modal(page), path).toHaveCount(0);
  }
});
