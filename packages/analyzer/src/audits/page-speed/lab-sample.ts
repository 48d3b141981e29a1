import type { AuditResult, SiteAudit } from '../../types';
import { SITE_WIDE } from '../../types';
import '../../gatherers/performance/lab-performance';
import { slowMachineNote } from './lab-metric';

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
    const templates = new Map<string, { template: string; device: string; sample: string | null; method: string | null; score: number | null; benchmarkIndex: number | null; slow: boolean; pages: string[] }>();
    for (const { url, device, artifacts } of pages) {
      const lab = artifacts.LabPerformance;
      const template = lab.template ?? url;
      const key = `${device} ${template}`;
      const entry = templates.get(key) ?? { template, device, sample: null, method: null, score: null, benchmarkIndex: null, slow: false, pages: [] };
      entry.pages.push(url);
      if (lab.measured) Object.assign(entry, { sample: url, method: lab.method, score: lab.score, benchmarkIndex: lab.environment.benchmarkIndex, slow: lab.environment.slow });
      else if (lab.representative === null) entry.sample = null;
      templates.set(key, entry);
    }
    const results = new Map<string, AuditResult>();
    if (templates.size === 0) return results;
    const list = [...templates.values()].map((entry) => ({ ...entry, pageCount: entry.pages.length, pages: entry.pages.slice(0, 20) }));
    const unmeasured = list.filter((entry) => entry.sample === null);
    // The slowest measurement speaks for the run: its figures are the least trustworthy.
    const slowest = list.filter((entry) => entry.slow).sort((a, b) => (a.benchmarkIndex ?? 0) - (b.benchmarkIndex ?? 0))[0];
    results.set(SITE_WIDE, {
      outcome: unmeasured.length === 0 ? 'passed' : 'failed',
      displayValue: `${list.length - unmeasured.length} of ${list.length} template${list.length > 1 ? 's' : ''} measured`,
      ...(slowest ? { explanation: slowMachineNote(slowest.benchmarkIndex) } : {}),
      details: { templates: list },
    });
    return results;
  },
};
