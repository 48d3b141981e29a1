import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';

export const sitemapXml: SiteAudit<never> = {
  meta: {
    id: 'sitemap-xml',
    category: 'general',
    title: 'Site has an XML sitemap',
    failureTitle: 'Site has no usable XML sitemap',
    description: 'A sitemap lists the pages you want found, so search engines discover pages that few links lead to.',
    recommendation: 'Publish /sitemap.xml listing every indexable page (most CMSs and frameworks generate one) and reference it from robots.txt.',
    guide: '/guides/general/sitemap',
    severity: 'minor',
    requiredArtifacts: [],
  },
  auditSite(_pages, site) {
    const sitemap = site.sitemap;
    let result: AuditResult;
    if (!sitemap || sitemap.status !== 200) result = { outcome: 'failed', explanation: sitemap ? `${sitemap.url} answers ${sitemap.status === null ? 'nothing' : `HTTP ${sitemap.status}`}` : 'No sitemap was found' };
    else if (sitemap.urls.length === 0) result = { outcome: 'failed', explanation: `${sitemap.url} lists no pages` };
    else result = { outcome: 'passed', displayValue: `${sitemap.urls.length} URLs`, details: { url: sitemap.url } };
    return new Map([[SITE_WIDE, result]]);
  },
};
