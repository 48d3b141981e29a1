// Shared steps of the report specs: waiting for images through the access-checked endpoint, and
// reading a downloaded PDF without a PDF library (none is installed; STACK.md).
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** An <img> that has really loaded (not a broken-image icon), scrolling it in first for lazy ones. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
}

/**
 * The pages of a downloaded PDF: Chromium writes one uncompressed `/Type /Page` dictionary per
 * page (the tree's root is `/Type /Pages`, which the pattern excludes).
 */
export async function readPdf(download: Download): Promise<{ bytes: Buffer; pages: number }> {
  const bytes = await readFile(await download.path());
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return { bytes, pages };
}

/** Types the domain on the home page, submits it and returns the new analysis id from /waitlist. */
export async function submitFromHome(page: Page, domain: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Website domain' }).fill(domain);
  await expect(page.getByTestId('domain-form').first()).toHaveAttribute('data-status', 'valid', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page).toHaveURL(new RegExp(`/waitlist\\?domain=${domain.replaceAll('.', '\\.')}&syntheticId=[0-9a-f-]{36}&analysisStarted=true`));
  return new URL(page.url()).searchParams.get('syntheticId')!;
}

/** Signs in through the header's dialog with an email and password. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('toast')).toContainText('Signed In Successfully');
}
