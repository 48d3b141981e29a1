import type { Audit, AuditResult } from '../../types';
import '../../gatherers/performance/lab-performance';
import { kib } from './format';

export const unusedCode: Audit<'LabPerformance'> = {
  meta: {
    id: 'unused-code',
    category: 'pageSpeed',
    title: 'Little unused JavaScript and CSS',
    failureTitle: 'Much of the JavaScript and CSS is unused',
    description: 'Code downloaded but never run (JavaScript) or never matched (CSS) during load, from Lighthouse\'s coverage measurement on the sampled page of each URL template.',
    recommendation: 'Split bundles by route, load rarely used features on demand, and purge unused CSS at build time.',
    guide: '/guides/performance/unused-code',
    severity: 'moderate',
    requiredArtifacts: ['LabPerformance'],
  },
  audit({ LabPerformance }): AuditResult {
    if (!LabPerformance.measured) return { outcome: 'not-applicable', explanation: LabPerformance.reason, details: { template: LabPerformance.template, representative: LabPerformance.representative } };
    const js = LabPerformance.opportunities['unused-javascript'];
    const css = LabPerformance.opportunities['unused-css-rules'];
    if (!js && !css) return { outcome: 'not-applicable', explanation: 'Lighthouse found no scripts or stylesheets to measure' };
    const savingsBytes = (js?.savingsBytes ?? 0) + (css?.savingsBytes ?? 0);
    const savingsMs = Math.max(js?.savingsMs ?? 0, css?.savingsMs ?? 0);
    const details = { savingsBytes, savingsMs, javascript: js?.items ?? [], css: css?.items ?? [], method: LabPerformance.method };
    const passed = (js?.score ?? 1) >= 0.9 && (css?.score ?? 1) >= 0.9;
    return { outcome: passed ? 'passed' : 'failed', displayValue: `${kib(savingsBytes)} unused`, details };
  },
};
