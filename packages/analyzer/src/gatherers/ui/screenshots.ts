// Viewport and full-page screenshots as files next to the report, plus the colour statistics of the
// first screen, measured from the pixels a visitor sees rather than from CSS.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Gatherer } from '../../types';
import { colourStats, decodePng } from './pixels';

export interface UiScreenshots {
  /** Files written under RunOptions.outputDir; null when the run writes no files. */
  viewportPath: string | null;
  fullPagePath: string | null;
  /** CSS size of the full-page image and the pixel ratio it was taken at (1: one image pixel per CSS pixel). */
  fullPage: { width: number; height: number; devicePixelRatio: number };
  /** Of the first screen. */
  colours: { distinctColours: number; whitespaceRatio: number; dominant: string };
}

declare module '../../types' {
  interface Artifacts {
    UiScreenshots: UiScreenshots;
  }
}

// Chromium cannot capture taller images in one piece; longer pages are cut there.
const MAX_FULL_PAGE_CSS_HEIGHT = 8000;

export function screenshotBaseName(url: string, device: string): string {
  const safe = url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 100) || 'page';
  return `${safe}-${device}`;
}

export const uiScreenshotsGatherer: Gatherer<'UiScreenshots'> = {
  name: 'UiScreenshots',
  phase: 'passive',
  async gather({ page, url, device, options }) {
    const size = (await page.evaluate('({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight, dpr: devicePixelRatio })')) as { width: number; height: number; dpr: number };
    const viewport = await page.screenshot({ timeout: 10_000 });
    const colours = colourStats(decodePng(viewport));
    const fullPage = { width: size.width, height: Math.min(size.height, MAX_FULL_PAGE_CSS_HEIGHT), devicePixelRatio: size.dpr };
    if (!options.outputDir) return { viewportPath: null, fullPagePath: null, fullPage, colours };
    const dir = join(options.outputDir, 'screenshots');
    await mkdir(dir, { recursive: true });
    const base = join(dir, screenshotBaseName(url, device));
    const viewportPath = `${base}-viewport.png`;
    const fullPagePath = `${base}-full.png`;
    await writeFile(viewportPath, viewport);
    // In CSS pixels: the whole page at the phone's pixel ratio is four times the pixels to encode, store
    // and embed in reports (seconds per page on 2 cores), and the viewport shot keeps the device's detail.
    const fullImage = await page.screenshot({ fullPage: true, scale: 'css', clip: size.height > MAX_FULL_PAGE_CSS_HEIGHT ? { x: 0, y: 0, ...fullPage } : undefined, timeout: 15_000 });
    await writeFile(fullPagePath, fullImage);
    // The page may have grown or shrunk since it was measured (late content, a banner that moves):
    // the annotated copy must match the picture actually taken, so its size is read from the PNG header.
    const taken = { width: fullImage.readUInt32BE(16), height: fullImage.readUInt32BE(20), devicePixelRatio: 1 };
    return { viewportPath, fullPagePath, fullPage: taken, colours };
  },
};
