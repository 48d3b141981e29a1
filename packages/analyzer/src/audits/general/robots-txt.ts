import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';

export const robotsTxt: SiteAudit<never> = {
  meta: {
    id: 'robots-txt',
    category: 'general',
    title: 'Site has a valid robots.txt',
    failureTitle: 'Site has no valid robots.txt',
    description: 'robots.txt tells crawlers what they may fetch and where the sitemap is; a server error on it makes search engines pause crawling the whole site.',
    recommendation: 'Serve /robots.txt as plain text with at least "User-agent: *", an Allow or Disallow line, and a "Sitemap: https://…/sitemap.xml" line.',
    guide: '/guides/general/robots-txt',
    severity: 'minor',
    requiredArtifacts: [],
  },
  auditSite(_pages, site) {
    const { status, body } = site.robotsTxt;
    let result: AuditResult;
    if (status !== null && status >= 500) result = { outcome: 'failed', severity: 'serious', explanation: `robots.txt answers HTTP ${status}; search engines treat that as "do not crawl"` };
    else if (status !== 200 || body === null) result = { outcome: 'failed', explanation: status === null ? 'robots.txt could not be fetched' : `robots.txt answers HTTP ${status}` };
    else if (/^\s*disallow\s*:\s*\/\s*$/im.test(body) && /^\s*user-agent\s*:\s*\*\s*$/im.test(body) && !/^\s*allow\s*:/im.test(body)) {
      result = { outcome: 'failed', severity: 'serious', explanation: 'robots.txt disallows the whole site to every crawler', details: { robotsTxt: body.slice(0, 2000) } };
    } else result = { outcome: 'passed', details: { robotsTxt: body.slice(0, 2000) } };
    return new Map([[SITE_WIDE, result]]);
  },
};
