// The five Lighthouse 12 metrics that make its performance score, each as its own audit with
// Lighthouse's own weight, so our page-speed score is Lighthouse's score on sampled pages.
import type { Audit, AuditMeta, AuditResult } from '../../types';
import { SLOW_CPU_BENCHMARK_INDEX, type LabMetricId } from '../../gatherers/performance/lab-performance';

interface MetricText {
  id: LabMetricId;
  title: string;
  failureTitle: string;
  description: string;
  recommendation: string;
  unit: 'ms' | 'unitless';
}

function display(value: number, unit: MetricText['unit']): string {
  if (unit === 'unitless') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** Lighthouse's own verdict: 0.9 and above is good; below is partial credit with its score. */
export function labMetricResult(artifact: Parameters<Audit<'LabPerformance'>['audit']>[0]['LabPerformance'], text: MetricText): AuditResult {
  if (!artifact.measured) {
    return {
      outcome: 'not-applicable',
      explanation: artifact.reason,
      details: { template: artifact.template, representative: artifact.representative },
    };
  }
  const metric = artifact.metrics[text.id];
  if (!metric) return { outcome: 'error', explanation: `Lighthouse did not report ${text.id}` };
  const score = metric.score ?? 0;
  const details = {
    value: metric.value,
    runs: metric.runs,
    method: artifact.method,
    template: artifact.template,
    lighthouseVersion: artifact.lighthouseVersion,
    benchmarkIndex: artifact.environment.benchmarkIndex,
    slowMachine: artifact.environment.slow,
  };
  const displayValue = display(metric.value, text.unit) + (metric.runs.length > 1 ? ` (median of ${metric.runs.length})` : '');
  const explanation = artifact.environment.slow ? slowMachineNote(artifact.environment.benchmarkIndex) : undefined;
  const result: AuditResult = score >= 0.9 ? { outcome: 'passed', score, displayValue, details } : { outcome: 'failed', score, severity: score < 0.5 ? 'serious' : 'moderate', displayValue, details };
  return explanation ? { ...result, explanation } : result;
}

/** Said on every lab figure measured on a machine Lighthouse would warn about. */
export function slowMachineNote(benchmarkIndex: number | null): string {
  return `Measured while the analysing machine was slow (CPU benchmark ${benchmarkIndex}; Lighthouse expects more than ${SLOW_CPU_BENCHMARK_INDEX}): this figure is likely worse than on a typical test machine and varies more between analyses.`;
}

function metricAudit(text: MetricText): Audit<'LabPerformance'> {
  const meta: AuditMeta<'LabPerformance'> = {
    id: text.id,
    category: 'pageSpeed',
    title: text.title,
    failureTitle: text.failureTitle,
    description: `${text.description} Lab figure from Lighthouse with simulated throttling on one page per URL template; field figures from real visitors differ.`,
    recommendation: text.recommendation,
    guide: '/guides/performance/core-web-vitals',
    severity: 'serious',
    requiredArtifacts: ['LabPerformance'],
  };
  return { meta, audit: ({ LabPerformance }) => labMetricResult(LabPerformance, text) };
}

export const firstContentfulPaint = metricAudit({
  id: 'first-contentful-paint',
  title: 'First content appears quickly',
  failureTitle: 'First content appears late',
  description: 'First Contentful Paint is when the first text or image is painted: until then the visitor sees a blank screen.',
  recommendation: 'Remove render-blocking resources, inline the CSS needed above the fold, and make the server answer faster.',
  unit: 'ms',
});

export const largestContentfulPaint = metricAudit({
  id: 'largest-contentful-paint',
  title: 'Main content appears quickly',
  failureTitle: 'Main content appears late',
  description: 'Largest Contentful Paint is when the largest text block or image in the viewport is painted, a Core Web Vital (good: 2.5 s).',
  recommendation: 'Serve the hero image in a modern format at the displayed size, preload it, avoid lazy-loading it, and cut render-blocking CSS and JS.',
  unit: 'ms',
});

export const totalBlockingTime = metricAudit({
  id: 'total-blocking-time',
  title: 'The page responds to input while loading',
  failureTitle: 'Long scripts block input while the page loads',
  description: 'Total Blocking Time adds up the part of each main-thread task beyond 50 ms between first paint and interactivity; it tracks Interaction to Next Paint in the field.',
  recommendation: 'Split long tasks, load less JavaScript up front (code-splitting, defer), and remove unused third-party scripts.',
  unit: 'ms',
});

export const cumulativeLayoutShift = metricAudit({
  id: 'cumulative-layout-shift',
  title: 'Content does not jump while loading',
  failureTitle: 'Content jumps while loading',
  description: 'Cumulative Layout Shift measures how much visible content moves unexpectedly, a Core Web Vital (good: 0.1).',
  recommendation: 'Give images, embeds and ads explicit dimensions, reserve space for late content, and do not insert content above what is on screen.',
  unit: 'unitless',
});

export const speedIndex = metricAudit({
  id: 'speed-index',
  title: 'The page fills in quickly',
  failureTitle: 'The page fills in slowly',
  description: 'Speed Index measures how quickly the visible area of the page is painted during load.',
  recommendation: 'Show meaningful content early: less blocking CSS and JS, smaller above-the-fold images, server-rendered HTML.',
  unit: 'ms',
});
