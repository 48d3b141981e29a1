import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageIdentity } from '../../src/crawl/normalize-url';
import { run } from '../../src/runner';
import { crawlSitePages, startCrawlSite } from '../helpers/sites';
import type { StaticServer } from '../helpers/static-server';

let server: StaticServer;
beforeAll(async () => {
  server = await startCrawlSite();
});
afterAll(() => server.close());

// GENERAL on one device only: the crawl itself is under test, not the audits or the devices.
const base = { allowPrivate: true, analysisTypes: ['GENERAL'] as const, devices: ['desktop'] as const, concurrency: 2 };

describe('crawl of the 50-page fixture site', () => {
  it('reaches every page exactly once, skipping the PDF, the external link and robots-disallowed pages', async () => {
    const started = Date.now();
    const report = await run({ ...base, url: `${server.url}/`, maxPages: 100, maxDepth: 5 });
    const seconds = (Date.now() - started) / 1000;
    const expected = (await crawlSitePages()).map((path) => pageIdentity(`${server.url}${path}`)).sort();
    const crawled = report.pages.map((page) => pageIdentity(page.finalUrl)).sort();
    expect(crawled).toEqual(expected);
    expect(report.pages.every((page) => page.error === null && page.status === 200)).toBe(true);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { url: `${server.url}/files/brochure.pdf`, reason: 'Not a web page (file link)' },
        { url: `${server.url}/private/secret.html`, reason: 'Disallowed by robots.txt' },
      ]),
    );
    // Breadth first: depths never decrease in report order, and the sitemap-only orphan sits at depth 1.
    expect(report.pages.map((page) => page.depth)).toEqual([...report.pages.map((page) => page.depth)].sort((a, b) => a - b));
    expect(report.pages.find((page) => page.url.endsWith('/orphan.html'))?.depth).toBe(1);
    console.info(`crawl-site: ${report.pages.length} pages in ${seconds.toFixed(1)} s`);
  }, 180_000);

  it('honours maxPages and maxDepth exactly', async () => {
    const limited = await run({ ...base, url: `${server.url}/`, maxPages: 7, maxDepth: 5 });
    expect(limited.pages).toHaveLength(7);
    const single = await run({ ...base, url: `${server.url}/`, maxPages: 100, maxDepth: 0 });
    expect(single.pages.map((page) => page.url)).toEqual([`${server.url}/`]);
  }, 180_000);

  it('stops at maxDepth, and crawls robots-disallowed pages when told to ignore robots.txt', async () => {
    const shallow = await run({ ...base, url: `${server.url}/`, maxPages: 100, maxDepth: 1, respectRobots: false });
    // home, about, orphan (from the sitemap), the 7 section indexes, and the disallowed page
    expect(shallow.pages.map((page) => page.url)).toContain(`${server.url}/private/secret.html`);
    expect(shallow.pages).toHaveLength(11);
    expect(Math.max(...shallow.pages.map((page) => page.depth))).toBe(1);
  }, 180_000);
});

describe('cancelling a run', () => {
  it('stops starting pages and rejects when the signal aborts', async () => {
    const controller = new AbortController();
    const done: string[] = [];
    const pending = run({ ...base, url: `${server.url}/`, maxPages: 100, maxDepth: 5 }, (event) => {
      if (event.type === 'page-done') {
        done.push(event.url);
        controller.abort();
      }
    }, controller.signal);
    await expect(pending).rejects.toThrow('The run was cancelled');
    // No page starts after the abort; those running end with the browser.
    expect(done.length).toBeLessThanOrEqual(base.concurrency + 1);
  }, 60_000);
});
