import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';
import '../../gatherers/performance/lab-performance';

/**
 * Lists which page stood for which URL template in the lab measurements, so the report shows the
 * sample rather than implying every page was measured. Weighted 0: it informs, it does not score.
 */
export const labSample: SiteAudit<'LabPerformance'> = {
  meta: {
    id: 'lab-sample',
    category: 'pageSpeed',
    title: 'Every URL template has lab figures',
    failureTitle: 'Some URL templates have no lab figures',
    description: 'Lab performance (Lighthouse, simulated throttling) runs on one page per URL template; the other pages of a template share its figures. Lab data, not field data.',
    recommendation: 'Re-run the pages listed as unmeasured; if they time out, check them with a single-page scan.',
    guide: '/guides/performance/lab-vs-field',
    severity: 'minor',
    requiredArtifacts: ['LabPerformance'],
  },
  auditSite(pages) {
    const templates = new Map<string, { template: string; device: string; sample: string | null; method: string | null; score: number | null; pages: string[] }>();
    for (const { url, device, artifacts } of pages) {
      const lab = artifacts.LabPerformance;
      const template = lab.template ?? url;
      const key = `${device} ${template}`;
      const entry = templates.get(key) ?? { template, device, sample: null, method: null, score: null, pages: [] };
      entry.pages.push(url);
      if (lab.measured) Object.assign(entry, { sample: url, method: lab.method, score: lab.score });
      else if (lab.representative === null) entry.sample = null;
      templates.set(key, entry);
    }
    const results = new Map<string, AuditResult>();
    if (templates.size === 0) return results;
    const list = [...templates.values()].map((entry) => ({ ...entry, pageCount: entry.pages.length, pages: entry.pages.slice(0, 20) }));
    const unmeasured = list.filter((entry) => entry.sample === null);
    results.set(SITE_WIDE, {
      outcome: unmeasured.length === 0 ? 'passed' : 'failed',
      displayValue: `${list.length - unmeasured.length} of ${list.length} template${list.length > 1 ? 's' : ''} measured`,
      details: { templates: list },
    });
    return results;
  },
};
