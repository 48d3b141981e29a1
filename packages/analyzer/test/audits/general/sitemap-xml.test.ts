import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../src/audits/general/sitemap-xml';
import { SITE_WIDE } from '../../../src/types';
import { siteFacts } from '../../helpers/artifacts';

describe('sitemap-xml', () => {
  it('passes a sitemap that lists pages', () => {
    expect(sitemapXml.auditSite([], siteFacts()).get(SITE_WIDE)).toMatchObject({ outcome: 'passed', displayValue: '2 URLs' });
  });
  it('fails no sitemap, an error status and an empty one', () => {
    expect(sitemapXml.auditSite([], siteFacts({ sitemap: null })).get(SITE_WIDE)).toMatchObject({ outcome: 'failed' });
    expect(sitemapXml.auditSite([], siteFacts({ sitemap: { url: 'https://shop.test/sitemap.xml', status: 404, urls: [] } })).get(SITE_WIDE)).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('HTTP 404') });
    expect(sitemapXml.auditSite([], siteFacts({ sitemap: { url: 'https://shop.test/sitemap.xml', status: 200, urls: [] } })).get(SITE_WIDE)).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('no pages') });
  });
});
