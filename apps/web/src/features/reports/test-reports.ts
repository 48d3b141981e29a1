// Builders for hand-written reports in this folder's unit tests: a failed serious accessibility
// finding on mobile unless told otherwise, and pages and reports around them.
import type { Finding, PageReport, Report } from './types';

export function finding(overrides: Partial<Finding> & Pick<Finding, 'id'>): Finding {
  return {
    category: 'accessibility',
    outcome: 'failed',
    severity: 'serious',
    title: overrides.id,
    description: '',
    recommendation: '',
    guide: null,
    wcag: [],
    act: [],
    elements: [],
    device: 'mobile',
    score: 0,
    ...overrides,
  };
}

export function page(url: string, findings: Finding[]): PageReport {
  return { url, finalUrl: url, status: 200, redirects: [], error: null, scores: { overall: 50 }, findings, screenshots: [] };
}

export function report(pages: PageReport[], siteFindings: Finding[] = []): Report {
  return { requestedUrl: 'https://a.test/', startedAt: '', finishedAt: '', scores: {}, scoring: { formula: '', weights: {} }, pages, siteFindings };
}
