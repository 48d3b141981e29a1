import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';

export const httpsRedirect: SiteAudit<never> = {
  meta: {
    id: 'https-redirect',
    category: 'general',
    title: 'Plain http redirects to HTTPS',
    failureTitle: 'Plain http does not redirect to HTTPS',
    description: 'Visitors who type the address or follow an old link arrive over http; without a redirect they stay on an insecure connection.',
    recommendation: 'Answer every http:// request with a permanent redirect (301 or 308) to the same path on https://, then add HSTS.',
    guide: '/guides/general/https',
    severity: 'serious',
    requiredArtifacts: [],
  },
  auditSite(_pages, site) {
    const probe = site.httpRedirect;
    let result: AuditResult;
    if (!site.origin.startsWith('https:')) result = { outcome: 'failed', explanation: 'The site itself is served over plain http' };
    else if (!probe) result = { outcome: 'not-applicable', explanation: 'The http version was not probed' };
    else if (probe.error !== null || probe.status === null) result = { outcome: 'passed', displayValue: 'http not served', explanation: `Nothing answers on http (${probe.error ?? 'no status'}), so no visitor can stay on it` };
    else if (probe.status >= 300 && probe.status < 400 && probe.location && new URL(probe.location, probe.url).protocol === 'https:') {
      result = { outcome: 'passed', displayValue: `${probe.status} → ${probe.location}`, severity: probe.status === 301 || probe.status === 308 ? undefined : 'minor' };
    } else result = { outcome: 'failed', explanation: `${probe.url} answers HTTP ${probe.status}${probe.location ? ` → ${probe.location}` : ''} instead of redirecting to https` };
    return new Map([[SITE_WIDE, result]]);
  },
};
