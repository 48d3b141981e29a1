// One box of the page as a PNG, for the checks that read pixels (contrast over images, text in images).
import type { CDPSession } from 'playwright-core';
import type { Rect } from '../../types';

/**
 * A PNG of `clip` (document coordinates, CSS px) at `scale` image pixels per CSS pixel. Capturing
 * beyond the viewport fires a resize event in the page, so it is asked for only when the clip
 * leaves `viewport` (the scrolled viewport, in document coordinates too).
 */
export async function captureClip(cdp: CDPSession, clip: Rect, viewport: Rect, scale: number): Promise<Buffer> {
  const { x, y, width, height } = clip;
  const beyond = x < viewport.x || y < viewport.y || x + width > viewport.x + viewport.width || y + height > viewport.y + viewport.height;
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { x, y, width, height, scale }, captureBeyondViewport: beyond });
  return Buffer.from(data, 'base64');
}
