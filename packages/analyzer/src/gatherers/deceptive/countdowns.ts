// Countdown timers, and whether their deadline is real. The page is opened a second time in a
// fresh browser context (no cookies or storage of the first visit) whose clock runs minutes ahead:
// a real deadline shows that much less time left; a timer that shows the same time again restarts
// for every visitor (Mathur et al. 2019 found such fake countdowns on 140 shopping sites).
import type { Browser, Page } from 'playwright-core';
import { DEVICE_PROFILES } from '../../driver/devices';
import type { Device, ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface Countdown {
  element: ElementRef;
  text: string;
  /** Time left it showed, in seconds. */
  seconds: number;
  /** What the second visit showed with the clock `laterSeconds` ahead; null when the timer was not found again. */
  later: { laterSeconds: number; text: string; seconds: number } | null;
}

declare module '../../types' {
  interface Artifacts {
    Countdowns: Countdown[];
  }
}

const MAX_COUNTDOWNS = 3;
/** How far ahead the second visit's clock runs; a deadline closer than twice this is checked at half of it. */
const LATER_S = 600;
/** A countdown that moved on by less than this share of the skipped time restarted. */
export const RESET_SHARE = 0.5;
/** Time for the second visit's scripts to draw their timer. */
const DRAW_MS = 1_500;

/** Seconds in a clock's text: 01:02:03, 2d 04h 13m 20s, "3 days 4 hours", or null when it is no clock. */
export function clockSeconds(text: string): number | null {
  const colon = /(?:(\d{1,3})\s*(?:d|days?)?\s*[:\s]\s*)?(\d{1,2})\s*:\s*(\d{2})\s*:\s*(\d{2})/i.exec(text);
  if (colon) return Number(colon[1] ?? 0) * 86_400 + Number(colon[2]) * 3600 + Number(colon[3]) * 60 + Number(colon[4]);
  const units: Array<[RegExp, number]> = [
    [/(\d{1,3})\s*(?:d|days?)\b/i, 86_400],
    [/(\d{1,2})\s*(?:h|hrs?|hours?)\b/i, 3600],
    [/(\d{1,2})\s*(?:m|mins?|minutes?)\b/i, 60],
    [/(\d{1,2})\s*(?:s|secs?|seconds?)\b/i, 1],
  ];
  const found = units.map(([pattern, factor]) => {
    const match = pattern.exec(text);
    return match ? Number(match[1]) * factor : null;
  });
  // At least two units, so "3 days delivery" or "5 min read" is no clock.
  if (found.filter((value) => value !== null).length < 2) return null;
  return found.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** Elements that show a clock, smallest first (the element holding the digits, not the whole banner). */
function findClocks(page: Page, max: number) {
  return evaluateWithHelpers(
    page,
    (h, { max: limit }: { max: number }) => {
      const clock = /\d{1,2}\s*:\s*\d{2}\s*:\s*\d{2}|\d+\s*(?:d|days?|h|hrs?|hours?)\b[\s:]*\d+\s*(?:h|hrs?|hours?|m|mins?|minutes?)\b/i;
      const found: Array<{ element: ReturnType<typeof h.refOf>; text: string }> = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (found.length >= limit) break;
        if (el.matches('script, style, noscript, template')) continue;
        // textContent first: innerText lays the subtree out, too costly for every element of a big page.
        const raw = el.textContent ?? '';
        if (raw.length > 300 || !/\d/.test(raw)) continue;
        const text = ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
        if (text.length > 80 || !clock.test(text)) continue;
        // The outermost short element: its children split the digits ("02", ":", "14"…).
        const parent = el.parentElement;
        const parentText = parent && (parent.textContent ?? '').length <= 300 ? ((parent as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim() : '';
        if (parent && parent !== document.body && parentText.length <= 80 && clock.test(parentText)) continue;
        const rect = h.rectOf(el);
        if (!rect) continue;
        found.push({ element: h.refOf(el), text });
      }
      return found;
    },
    { max },
  );
}

async function secondVisit(browser: Browser, url: string, device: Device, laterSeconds: number, selectors: string[]): Promise<Array<string | null>> {
  const context = await browser.newContext({ ...DEVICE_PROFILES[device], acceptDownloads: false, serviceWorkers: 'block' });
  try {
    await context.addInitScript('globalThis.__name ??= (fn) => fn;');
    await context.addInitScript((offsetMs: number) => {
      const RealDate = Date;
      class LaterDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + offsetMs);
          else super(...(args as [string]));
        }
        static override now() {
          return RealDate.now() + offsetMs;
        }
      }
      globalThis.Date = LaterDate as DateConstructor;
    }, laterSeconds * 1000);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
    await page.waitForTimeout(DRAW_MS);
    return await Promise.all(selectors.map((selector) => page.locator(selector).first().innerText({ timeout: 1_000 }).then((text) => text.replace(/\s+/g, ' ').trim()).catch(() => null)));
  } finally {
    await context.close().catch(() => undefined);
  }
}

export const countdownsGatherer: Gatherer<'Countdowns'> = {
  name: 'Countdowns',
  phase: 'interactive',
  async gather({ page, context, url, device }) {
    const clocks = (await findClocks(page, MAX_COUNTDOWNS))
      .map((clock) => ({ ...clock, seconds: clockSeconds(clock.text) }))
      .filter((clock): clock is typeof clock & { seconds: number } => clock.seconds !== null && clock.seconds > 0);
    if (clocks.length === 0) return [];
    const browser = context.browser();
    const soonest = Math.min(...clocks.map((clock) => clock.seconds));
    const laterSeconds = Math.max(60, Math.min(LATER_S, Math.floor(soonest / 2)));
    const texts = browser ? await secondVisit(browser, page.url() || url, device, laterSeconds, clocks.map((clock) => clock.element.selector)).catch(() => clocks.map(() => null)) : clocks.map(() => null);
    return clocks.map((clock, index) => {
      const text = texts[index] ?? null;
      const seconds = text === null ? null : clockSeconds(text);
      return { ...clock, later: text === null || seconds === null ? null : { laterSeconds, text, seconds } };
    });
  },
};
