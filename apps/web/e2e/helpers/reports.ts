// Shared steps of the report specs: waiting for images through the access-checked endpoint, and
// reading a downloaded PDF without a PDF library (none is installed; STACK.md).
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator } from '@playwright/test';

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
