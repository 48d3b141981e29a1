import { expect, test, type Page } from '@playwright/test';

// The server under test has no analytics ids; here the browser is told it has, to check that the
// web app honours consent. The recording script is served same-origin so the CSP admits it.
test.use({ timezoneId: 'Europe/Berlin' });

const RECORDING_PATH = '/e2e-session-recording.js';

test.beforeEach(async ({ page }) => {
  await page.route('**/api/config', (route) => route.fulfill({ json: { gaMeasurementId: 'G-E2ETEST1', sessionRecordingSrc: new URL(RECORDING_PATH, page.url() || 'http://127.0.0.1').href } }));
  await page.route(`**${RECORDING_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.recordingLoads = (window.recordingLoads || 0) + 1;' }),
  );
});

async function pageViews(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => args[2] as { page_path: string; page_title: string; page_location: string }),
  );
}

const gtagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com/gtag/js?id=G-E2ETEST1"]');
const recordingLoads = (page: Page) => page.evaluate(() => (window as { recordingLoads?: number }).recordingLoads ?? 0);

test('nothing loads before consent; after Accept All each route change sends one page view and recording loads once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(gtagScripts(page)).toHaveCount(0);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
  expect(await recordingLoads(page)).toBe(0);

  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(gtagScripts(page)).toHaveCount(1);
  await expect.poll(() => recordingLoads(page)).toBe(1);
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/' })]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The software is free');
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      expect.objectContaining({ page_path: '/' }),
      { page_path: '/pricing', page_title: 'Pricing | Sightline', page_location: expect.stringMatching(/\/pricing$/) },
    ]);
  expect(await recordingLoads(page)).toBe(1);
  await expect(gtagScripts(page)).toHaveCount(1);
});

test('Essential Only loads neither analytics nor recording', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Essential Only' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(gtagScripts(page)).toHaveCount(0);
  expect(await recordingLoads(page)).toBe(0);
  expect(await pageViews(page)).toEqual([]);
});
