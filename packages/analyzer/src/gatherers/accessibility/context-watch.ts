import type { BrowserContext, Page, Route } from 'playwright-core';

/**
 * Records changes of context (WCAG 3.2.1, 3.2.2) while a gatherer presses keys: navigations of the
 * page are recorded and cancelled (a 204 answer leaves the document in place) and new windows are
 * recorded and closed, so the page stays usable for the gatherers after it.
 */
export async function watchContextChanges(page: Page, context: BrowserContext) {
  const events: string[] = [];
  const onRoute = (route: Route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      events.push(`navigates to ${request.url()}`);
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  };
  const onPage = (opened: Page) => {
    // While keys are pressed, any new page of the context was opened by them.
    events.push('opens a new window');
    opened.close().catch(() => undefined);
  };
  await page.route('**/*', onRoute);
  context.on('page', onPage);
  return {
    /** Events since the last call. */
    take(): string[] {
      return events.splice(0, events.length);
    },
    async stop(): Promise<void> {
      context.off('page', onPage);
      await page.unroute('**/*', onRoute);
    },
  };
}
