import type { Audit } from '../../types';
import '../../gatherers/performance/perf-elements';
import '../../gatherers/performance/lab-performance';
import '../../gatherers/base/artifacts';
import { kib } from './format';

export const renderBlockingResources: Audit<'PerfElements' | 'NetworkRecords' | 'LabPerformance'> = {
  meta: {
    id: 'render-blocking-resources',
    category: 'pageSpeed',
    title: 'Nothing blocks the first paint',
    failureTitle: 'Scripts or stylesheets block the first paint',
    description: 'Synchronous scripts and stylesheets in <head> must download and run before anything is painted.',
    recommendation: 'Add defer (or async) to scripts, inline the CSS needed above the fold and load the rest with media or preload tricks.',
    guide: '/guides/performance/render-blocking-resources',
    severity: 'serious',
    requiredArtifacts: ['PerfElements', 'NetworkRecords', 'LabPerformance'],
  },
  audit({ PerfElements, NetworkRecords, LabPerformance }) {
    if (PerfElements.blocking.length === 0) return { outcome: 'passed' };
    const resources = PerfElements.blocking.map((resource) => {
      const record = NetworkRecords.find((candidate) => candidate.url === resource.url);
      return { url: resource.url, kind: resource.kind, bytes: record?.transferSize ?? 0, observedMs: record?.endTime != null ? record.endTime - record.startTime : null };
    });
    const bytes = resources.reduce((sum, resource) => sum + resource.bytes, 0);
    // Lighthouse's simulated saving is the honest figure where we have it; elsewhere only bytes.
    const lab = LabPerformance.measured ? LabPerformance.opportunities['render-blocking-resources'] : undefined;
    const savingsMs = lab?.savingsMs ?? null;
    return {
      outcome: 'failed',
      severity: resources.length > 2 ? 'serious' : 'moderate',
      elements: PerfElements.blocking.map((resource) => resource.element),
      displayValue: `${resources.length} blocking (${kib(bytes)})${savingsMs ? `, potential saving ${savingsMs} ms` : ''}`,
      details: { resources, savingsBytes: bytes, savingsMs },
    };
  },
};
