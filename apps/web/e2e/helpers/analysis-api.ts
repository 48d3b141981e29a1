// Starting a real analysis of the fixture site through the API (the home page's path is covered by
// report-flow.spec.ts), for specs that need a finished report rather than the way to it.
import { expect, type APIRequestContext } from '@playwright/test';
import { analysisFixtureHost } from '../analysis-fixture.mjs';

/**
 * Posts the spec's crawl body for the fixture site (with the account's token, so the analysis
 * belongs to the account as well as to the context's owner cookie) and waits until it completed.
 */
export async function analyseFixtureThroughApi(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const crawl = await request.post('/api/proxy/v1/crawl', {
    headers,
    data: { startUrls: [analysisFixtureHost], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true },
  });
  expect(crawl.ok(), await crawl.text()).toBe(true);
  const { syntheticId } = (await crawl.json()) as { syntheticId: string };
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/analyses/${syntheticId}`, { headers });
        return ((await response.json()) as { analysis: { status: string } }).analysis.status;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('completed');
  return syntheticId;
}
