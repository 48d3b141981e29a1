/// <reference lib="dom" />
import type { Dialog, Page, Route } from 'playwright-core';

/** How long a window the page opened may take to show up as a page of the context (ms). */
const WINDOW_WAIT_MS = 1_000;

declare global {
  interface Window {
    /** window.open() calls that opened a window while a watch was on. */
    sightlineWindowsOpened?: number;
    sightlineRestoreOpen?: () => void;
  }
}

/** Runs in the page: counts the windows window.open() opens, the moment it opens them. */
function countWindowOpens(): void {
  if (window.sightlineRestoreOpen) return;
  const open = window.open;
  window.sightlineWindowsOpened = 0;
  window.open = function (this: Window, ...args: Parameters<typeof window.open>) {
    const opened = open.apply(this, args);
    if (opened) window.sightlineWindowsOpened = (window.sightlineWindowsOpened ?? 0) + 1;
    return opened;
  };
  window.sightlineRestoreOpen = () => {
    window.open = open;
    delete window.sightlineRestoreOpen;
  };
}

/**
 * Records changes of context (WCAG 3.2.1, 3.2.2) while a gatherer presses keys: navigations of the
 * page are recorded and cancelled (a 204 answer leaves the document in place), new windows are
 * recorded and closed, and alert/confirm/prompt boxes are recorded and dismissed, so the page stays
 * usable for the gatherers after it.
 */
export async function watchContextChanges(page: Page) {
  const events: string[] = [];
  let windows = 0;
  let windowSeen: (() => void) | null = null;
  const onRoute = (route: Route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      events.push(`navigates to ${request.url()}`);
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  };
  const onPopup = (opened: Page) => {
    // While keys are pressed, a window this page opens was opened by them.
    events.push('opens a new window');
    windows++;
    windowSeen?.();
    opened.close().catch(() => undefined);
  };
  const onDialog = (dialog: Dialog) => {
    events.push(`opens a${dialog.type() === 'alert' ? 'n' : ''} ${dialog.type()} box`);
    // The driver may dismiss it as well; whichever comes second fails harmlessly.
    dialog.dismiss().catch(() => undefined);
  };
  await page.route('**/*', onRoute);
  page.on('popup', onPopup);
  page.on('dialog', onDialog);
  await page.evaluate(countWindowOpens);
  const windowsOpened = async (count: number): Promise<void> => {
    const deadline = Date.now() + WINDOW_WAIT_MS;
    while (windows < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        windowSeen = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
      windowSeen = null;
    }
  };
  return {
    /** Events since the last call. */
    take(): string[] {
      return events.splice(0, events.length);
    },
    /**
     * Waits until the windows the page has opened so far (`opened`, read from
     * `window.sightlineWindowsOpened`, or read now) have reached Playwright: window.open() returns
     * before its page does, and the event must be counted for the key that opened it.
     */
    async settle(opened?: number): Promise<void> {
      await windowsOpened(opened ?? (await page.evaluate(() => window.sightlineWindowsOpened ?? 0)));
    },
    async stop(): Promise<void> {
      page.off('popup', onPopup);
      page.off('dialog', onDialog);
      await page.evaluate(() => window.sightlineRestoreOpen?.()).catch(() => undefined);
      await page.unroute('**/*', onRoute);
    },
  };
}

export type ContextWatch = Awaited<ReturnType<typeof watchContextChanges>>;
