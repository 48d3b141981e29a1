import type { Category, Finding, Outcome, PageReport, Report, Severity } from '@sightline/shared/report';

/** A finding as the analyzer writes it, with only what a test cares about spelled out. */
export function finding(id: string, outcome: Outcome, options: { severity?: Severity; category?: Category; elements?: number; title?: string } = {}): Finding {
  return {
    id,
    category: options.category ?? 'general',
    outcome,
    severity: options.severity ?? 'moderate',
    title: options.title ?? `Check ${id}`,
    description: `What ${id} checks`,
    recommendation: `Fix ${id}`,
    guide: null,
    wcag: [],
    act: [],
    elements: Array.from({ length: options.elements ?? 0 }, (_, index) => ({ selector: `#e${index}`, snippet: `<div id="e${index}"></div>`, rect: null })),
    device: 'mobile',
    score: outcome === 'failed' ? 0 : 1,
  };
}

export function page(url: string, findings: Finding[]): PageReport {
  return {
    url,
    finalUrl: url,
    status: 200,
    redirects: [],
    depth: 0,
    error: null,
    scores: { overall: 50, general: 50, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null },
    findings,
    screenshots: [{ device: 'mobile', kind: 'viewport', path: 'mobile-viewport.png' }],
  };
}

/** A stored report, as the analyze-site job writes it. */
export function report(pages: PageReport[], siteFindings: Finding[] = []): Report {
  return {
    schemaVersion: '1',
    requestedUrl: pages[0]?.url ?? 'https://shop.test/',
    startedAt: '2026-01-01T12:00:00.000Z',
    finishedAt: '2026-01-01T12:01:00.000Z',
    options: { maxPages: 5, maxDepth: 2, analysisTypes: ['GENERAL'], devices: ['mobile'], screenshots: true, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 30_000, outputDir: null },
    scores: { overall: 50, general: 50, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null },
    scoring: { formula: 'weighted mean', weights: { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
    site: { origin: 'https://shop.test', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
    pages,
    siteFindings,
  };
}
