import { expect, test, type ConsoleMessage } from '@playwright/test';
import { analysisFixtureHost } from './analysis-fixture.mjs';
import { sharedAnalysis } from './helpers/analysis-api';

// A share link's report arrives as HTML (apps/server/src/plugins/server-rendered.ts): it reads
// before any script has run, and the app then hydrates it with the data the server rendered it
// with, asking for nothing again.

async function shareLink(request: Parameters<typeof sharedAnalysis>[0]): Promise<{ path: string; syntheticId: string }> {
  const { token, syntheticId } = await sharedAnalysis(request);
  const shared = await request.post(`/api/analyses/${syntheticId}/share-links`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(shared.status()).toBe(201);
  return { path: new URL(((await shared.json()) as { url: string }).url).pathname, syntheticId };
}

test('a shared report reads without JavaScript: its domain, scores and top fixes are in the page itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const { path } = await shareLink(context.request);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Shared report', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(analysisFixtureHost);
  await expect(page.getByText('Overall UX score')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Screenshots' })).toBeVisible();
  // The server knows no reader's time zone: it says UTC.
  await expect(page.getByText(/^Analysed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · 1 page analysed$/)).toBeVisible();
  await context.close();
});

test('the app hydrates a shared report without asking for it again, and without a mismatch; then it is the app', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
  const { path, syntheticId } = await shareLink(context.request);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const reportRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/analyses/${syntheticId}/report`) reportRequests.push(request.url());
  });
  await page.goto(path);
  // Hydrated: the date is the reader's own (en-GB, Tokyo time), no longer the server's UTC.
  await expect(page.getByText(/^Analysed \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2} · 1 page analysed$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reportRequests).toEqual([]);
  expect(problems).toEqual([]);
  // The page is the app's: its buttons run, and a link to another of its pages opens it without a reload.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'Sightline home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('textbox', { name: 'Website domain' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await context.close();
});
