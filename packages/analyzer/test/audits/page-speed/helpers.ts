// Hand-written artifacts shared by the page-speed unit tests.
import type { AuditContext, AuditResult, ElementRef, NetworkRecord } from '../../../src/types';
import type { ImageElement, PerfElements } from '../../../src/gatherers/performance/perf-elements';
import type { LabPerformance } from '../../../src/gatherers/performance/lab-performance';

export const context = (device: 'mobile' | 'desktop' = 'mobile'): AuditContext => ({
  url: 'https://example.com/',
  device,
  site: { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
  options: { maxPages: 1, maxDepth: 0, analysisTypes: ['PAGE_SPEED'], devices: [device], screenshots: false, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 30_000, outputDir: null },
});

export function ref(selector: string, rect: ElementRef['rect'] = { x: 0, y: 0, width: 100, height: 20 }): ElementRef {
  return { selector, snippet: `<img id="${selector}">`, rect };
}

export function record(url: string, overrides: Partial<NetworkRecord> = {}): NetworkRecord {
  return { url, method: 'GET', resourceType: 'Script', status: 200, mimeType: 'text/javascript', transferSize: 10_000, responseHeaders: {}, startTime: 0, endTime: 100, failed: null, fromCache: false, ...overrides };
}

export function image(url: string, overrides: Partial<ImageElement> = {}): ImageElement {
  return { url, naturalWidth: 100, naturalHeight: 100, displayedWidth: 100, displayedHeight: 100, top: 0, loading: null, isCss: false, element: ref(`#${url.replace(/\W/g, '')}`), ...overrides };
}

export function perfElements(overrides: Partial<PerfElements> = {}): PerfElements {
  return {
    viewport: { width: 390, height: 844, devicePixelRatio: 2 },
    images: [],
    blocking: [],
    fontFaces: [],
    unreadableStylesheets: [],
    observed: { ttfb: 100, fcp: 500, lcp: 800, cls: 0, domContentLoaded: 600, load: 900 },
    ...overrides,
  };
}

export function labMeasured(overrides: Partial<Extract<LabPerformance, { measured: true }>> = {}): LabPerformance {
  const metric = (value: number, score: number) => ({ value, score, runs: [value] });
  return {
    measured: true,
    method: 'Lighthouse 12 performance category, simulated throttling (lab data, not field data); median of 1 run',
    lighthouseVersion: '12.8.2',
    score: 0.8,
    metrics: {
      'first-contentful-paint': metric(1200, 0.95),
      'largest-contentful-paint': metric(4200, 0.4),
      'total-blocking-time': metric(350, 0.7),
      'cumulative-layout-shift': metric(0.02, 1),
      'speed-index': metric(2000, 0.92),
      'server-response-time': metric(80, 1),
    },
    opportunities: {},
    template: 'https://example.com/blog/*',
    runs: 1,
    environment: { benchmarkIndex: 1500, slow: false },
    warnings: [],
    ...overrides,
  };
}

export const labNotSampled: LabPerformance = {
  measured: false,
  reason: 'Lab figures are measured once per URL template; https://example.com/blog/a stands for https://example.com/blog/*',
  template: 'https://example.com/blog/*',
  representative: 'https://example.com/blog/a',
};

export function single(result: AuditResult | AuditResult[]): AuditResult {
  if (Array.isArray(result)) throw new Error('expected one result');
  return result;
}
