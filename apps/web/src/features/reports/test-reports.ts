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

const NO_SCORES = { overall: null, general: null, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null };

export function page(url: string, findings: Finding[]): PageReport {
  return { url, finalUrl: url, status: 200, redirects: [], depth: 0, error: null, scores: { ...NO_SCORES, overall: 50 }, findings, screenshots: [] };
}

export function report(pages: PageReport[], siteFindings: Finding[] = [], overrides: Partial<Report> = {}): Report {
  return {
    schemaVersion: '1.0.0',
    requestedUrl: 'https://a.test/',
    startedAt: '2026-01-01T12:00:00.000Z',
    finishedAt: '2026-01-01T12:01:00.000Z',
    options: { maxPages: 5, maxDepth: 2, analysisTypes: ['USABILITY'], devices: ['mobile', 'desktop'], screenshots: true, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 30_000, outputDir: null },
    scores: NO_SCORES,
    scoring: { formula: '', weights: { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
    site: { origin: 'https://a.test', robotsTxt: { status: null, body: null }, sitemap: null, notFoundProbe: null },
    pages,
    siteFindings,
    ...overrides,
  };
}
