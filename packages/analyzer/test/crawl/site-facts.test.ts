import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeSite } from '../../src/crawl/site-facts';
import { FIXTURES, startCrawlSite } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

let site: StaticServer;
let raw: StaticServer;
beforeAll(async () => {
  site = await startCrawlSite();
  // The same files without the ORIGIN substitution: a sitemap whose entries are not URLs.
  raw = await startStaticServer(join(FIXTURES, 'crawl-site'));
});
afterAll(async () => {
  await site.close();
  await raw.close();
});

describe('probeSite', () => {
  it('reads robots.txt, follows its relative Sitemap line and probes a missing page', async () => {
    const { facts, robots } = await probeSite(`${site.url}/`, { allowPrivate: true, hostRules: [] });
    expect(facts.robotsTxt.status).toBe(200);
    expect(robots?.isAllowed(`${site.url}/private/secret.html`)).toBe(false);
    expect(facts.sitemap).toEqual({ url: `${site.url}/sitemap.xml`, status: 200, urls: [`${site.url}/`, `${site.url}/orphan.html`, `${site.url}/about.html`] });
    expect(facts.notFoundProbe).toMatchObject({ status: 404, hasHtml: true });
    expect(facts.httpRedirect).toBeNull();
  });
  it('keeps only absolute URLs from a sitemap', async () => {
    const { facts } = await probeSite(`${raw.url}/`, { allowPrivate: true, hostRules: [] });
    expect(facts.sitemap).toMatchObject({ status: 200, urls: [] });
  });
  it('refuses private addresses unless allowed, and maps host names like Chromium', async () => {
    const refused = await probeSite(`${site.url}/`, { allowPrivate: false, hostRules: [] });
    expect(refused.facts.robotsTxt.status).toBeNull();
    const mapped = await probeSite('http://shop.test/', { allowPrivate: true, hostRules: [{ host: 'shop.test', targetHost: '127.0.0.1', targetPort: site.port }] });
    expect(mapped.facts.robotsTxt.status).toBe(200);
  });
});
