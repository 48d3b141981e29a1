import { expect, test } from '@playwright/test';
import { chunkPaths } from './helpers/chunks';

// A first visit downloads the layout and its page, not the code of overlays it may never open: the
// sign-in dialog, the exit-intent modal (with its domain form) and the cookie banner each come in
// their own file, fetched the first time they show.

test.use({ timezoneId: 'Asia/Tokyo' });

const OVERLAY_CHUNKS = ['sign-in-dialog', 'exit-intent-dialog', 'cookie-banner', 'domain-form'];

test("a report link's first load fetches no overlay's code, and signing in fetches the dialog's", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const fetched = (chunk: string) => chunkPaths(chunk).some((path) => scripts.includes(path));

  await page.goto('/standard-report/syn-1/tok-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
  await page.waitForLoadState('networkidle');
  expect(OVERLAY_CHUNKS.filter(fetched)).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
  expect(fetched('sign-in-dialog')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeFocused();
});
