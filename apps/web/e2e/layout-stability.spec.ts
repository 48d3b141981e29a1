import { expect, test, type Page } from '@playwright/test';
import { chunkRequest } from './helpers/chunks';

// Every page's code is loaded on demand, so the layout first shows "Loading..." in the page's place
// (home is prerendered instead, and the app hydrates it). When the page or the app arrives nothing
// already on screen may move (CLS, as Lighthouse measures it).

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Sums layout shifts from the first paint on, as the CLS metric counts them (none right after input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the page's chunk back long enough for "Loading..." to be painted first. */
async function delayChunk(page: Page, chunk: string): Promise<void> {
  await page.route(chunkRequest(chunk), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the home page reads before the app, and nothing moves when the app arrives`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    // The app's entry, which the home page loads only once a visitor shows up (src/home-runtime).
    await delayChunk(page, 'main');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See your website through your visitors’ eyes');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    await page.mouse.move(10, 200);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
  });
}

test("a report link's page arrives without moving the footer", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]!);
  await watchLayoutShifts(page);
  await delayChunk(page, 'standard-report-page');
  await page.goto('/standard-report/syn-1/tok-1');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
});
