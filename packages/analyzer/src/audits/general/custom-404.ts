import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';

export const custom404: SiteAudit<never> = {
  meta: {
    id: 'custom-404',
    category: 'general',
    title: 'Missing pages answer 404 with a helpful page',
    failureTitle: 'Missing pages do not answer a proper 404',
    description: 'A URL that does not exist should say so with status 404 (or 410) and a page that helps the visitor on; a "soft 404" that answers 200 gets indexed as a real page.',
    recommendation: 'Configure the server to answer unknown URLs with status 404 and a page with navigation, search and a link home.',
    guide: '/guides/general/not-found-page',
    severity: 'moderate',
    requiredArtifacts: [],
  },
  auditSite(_pages, site) {
    const probe = site.notFoundProbe;
    let result: AuditResult;
    if (!probe || probe.status === null) result = { outcome: 'error', explanation: 'The missing-page probe got no answer' };
    else if (probe.status === 404 || probe.status === 410) {
      result = probe.hasHtml ? { outcome: 'passed', displayValue: `HTTP ${probe.status}` } : { outcome: 'failed', severity: 'minor', explanation: `HTTP ${probe.status}, but with no HTML page to help the visitor on` };
    } else if (probe.status >= 200 && probe.status < 400) result = { outcome: 'failed', explanation: `${probe.url} answers HTTP ${probe.status} (a "soft 404")` };
    else result = { outcome: 'failed', explanation: `${probe.url} answers HTTP ${probe.status} instead of 404` };
    return new Map([[SITE_WIDE, { ...result, details: { probe: probe?.url ?? null, status: probe?.status ?? null } }]]);
  },
};
