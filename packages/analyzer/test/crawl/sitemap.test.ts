import { describe, expect, it } from 'vitest';
import { parseSitemap } from '../../src/crawl/sitemap';

describe('parseSitemap', () => {
  it('reads locs of a urlset, with entities and CDATA', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://shop.test/?a=1&amp;b=2 </loc></url><url><loc><![CDATA[https://shop.test/about]]></loc></url></urlset>`;
    expect(parseSitemap(xml)).toEqual({ isIndex: false, locs: ['https://shop.test/?a=1&b=2', 'https://shop.test/about'] });
  });
  it('recognises a sitemap index', () => {
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://shop.test/s1.xml</loc></sitemap></sitemapindex>')).toEqual({ isIndex: true, locs: ['https://shop.test/s1.xml'] });
  });
});
