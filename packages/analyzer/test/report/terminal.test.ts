import { describe, expect, it } from 'vitest';
import { ansi, duration, pageLine, plain, progressLine, RunTracker, summary } from '../../src/report/terminal';
import type { Finding, PageReport, Report, Scores } from '../../src/types';
import { siteFacts } from '../helpers/artifacts';

const scores = (accessibility: number | null, general: number | null = 81): Scores => ({ overall: 85, general, social: null, usability: null, accessibility, pageSpeed: null, uiAnalysis: null });

const finding = (overrides: Partial<Finding>): Finding => ({
  id: 'security-headers', category: 'general', outcome: 'failed', severity: 'moderate', title: 'Security headers are missing', description: 'd', recommendation: 'r', guide: null,
  wcag: [], act: [], elements: [], device: 'mobile', score: 0, ...overrides,
});

const page = (url: string, overrides: Partial<PageReport> = {}): PageReport => ({ url, finalUrl: url, status: 200, redirects: [], depth: 1, error: null, scores: scores(92), findings: [finding({})], screenshots: [], ...overrides });

const report: Report = {
  schemaVersion: '1.2.0',
  requestedUrl: 'https://site.test/',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  options: { maxPages: 3, maxDepth: 2, analysisTypes: ['GENERAL', 'USABILITY'], devices: ['mobile'], screenshots: false, concurrency: 2, allowPrivate: false, respectRobots: true, pageTimeout: 90_000, outputDir: null },
  scores: scores(90, 80),
  scoring: { formula: 'Weighted mean.', weights: { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
  site: siteFacts({ origin: 'https://site.test' }),
  pages: [
    page('https://site.test/'),
    page('https://site.test/about', { findings: [finding({}), finding({ id: 'favicon', title: 'Site has no working favicon', severity: 'minor' })] }),
    page('https://site.test/slow', { status: null, error: 'Analysis of the page took longer than the 90 s limit; it was at the Keyboard step', scores: { ...scores(null, null), overall: null }, findings: [] }),
  ],
  siteFindings: [finding({ id: 'robots-txt', title: 'No robots.txt', severity: 'serious' })],
};

describe('the terminal log of a run', () => {
  it('writes one line per page: position, address, time, scores and failed findings, or why it failed', () => {
    expect(pageLine({ url: 'https://site.test/page', done: 3, found: 10, ms: 12_400, error: null, scores: scores(92), failed: 4 })).toBe('[3/10] https://site.test/page  12.4 s  general 81 · accessibility 92 · 4 failed');
    expect(pageLine({ url: 'https://site.test/slow', done: 4, found: 10, ms: 90_300, error: 'Analysis of the page took longer than the 90 s limit; it was at the Keyboard step', scores: scores(null, null), failed: 0 })).toBe(
      '[4/10] https://site.test/slow  1 min 30 s  not analysed: Analysis of the page took longer than the 90 s limit; it was at the Keyboard step',
    );
    // A 404 is analysed for what can be said of it: its scores, with the reason beside them.
    expect(pageLine({ url: 'https://site.test/gone', done: 5, found: 10, ms: 800, error: 'The server answered HTTP 404 Not Found', scores: scores(null, 40), failed: 1 })).toBe('[5/10] https://site.test/gone  0.8 s  general 40 · 1 failed  (The server answered HTTP 404 Not Found)');
  });

  it('writes durations in seconds, then minutes', () => {
    expect([duration(860), duration(59_940), duration(75_000), duration(3_600_000)]).toEqual(['0.9 s', '59.9 s', '1 min 15 s', '60 min 00 s']);
  });

  it('tracks pages through the events: their time, the step of each page in progress and an estimate at the run’s pace', () => {
    const tracker = new RunTracker(0, 4, 2);
    tracker.take({ type: 'stage', stage: 'Reading robots.txt and the sitemap' }, 100);
    expect(progressLine(tracker.state(500), 'https://site.test', 200)).toBe('[0/0] 0.5 s · Reading robots.txt and the sitemap');
    // The sitemap lists 40 pages; the run stops at 4.
    tracker.take({ type: 'discovered', found: 40 }, 1000);
    tracker.take({ type: 'page-start', url: 'https://site.test/', device: 'mobile' }, 2000);
    tracker.take({ type: 'page-start', url: 'https://site.test/about', device: 'mobile' }, 2000);
    tracker.take({ type: 'page-stage', url: 'https://site.test/', device: 'mobile', stage: 'interactive' }, 6000);
    expect(progressLine(tracker.state(7000), 'https://site.test', 200)).toBe('[0/4] 7.0 s · /about: loading · /: keyboard walk and resizing');
    const done = tracker.take({ type: 'page-done', url: 'https://site.test/', done: 1, found: 40, error: null, scores: scores(92), failed: 2 }, 12_000);
    expect(done).toMatchObject({ url: 'https://site.test/', ms: 10_000, found: 4 });
    // One page in 10 s of pages: three more take about 30 s.
    expect(progressLine(tracker.state(12_000), 'https://site.test', 200)).toBe('[1/4] 12.0 s, about 30.0 s left · /about: loading');
    expect(progressLine(tracker.state(12_000), 'https://site.test', 20)).toBe('[1/4] 12.0 s, about…');
  });

  it('lets a page the crawl dropped (never done) fall out of the line once other pages move', () => {
    const tracker = new RunTracker(0, 10, 2);
    tracker.take({ type: 'page-start', url: 'https://site.test/a', device: 'mobile' }, 0);
    tracker.take({ type: 'page-start', url: 'https://site.test/file.pdf', device: 'mobile' }, 0);
    tracker.take({ type: 'page-start', url: 'https://site.test/b', device: 'mobile' }, 1000);
    tracker.take({ type: 'page-stage', url: 'https://site.test/a', device: 'mobile', stage: 'passive' }, 2000);
    expect(tracker.state(2000).current.map((entry) => entry.url)).toEqual(['https://site.test/b', 'https://site.test/a']);
  });
});

describe('the summary at the end of a run', () => {
  const text = summary({ report, times: new Map([['https://site.test/', 12_400], ['https://site.test/about', 9_000]]), elapsedMs: 95_000, output: '/tmp/report.html', filesDir: '/tmp/report-files', paint: plain });
  const lines = text.split('\n');

  it('has a row per page (status, time, scores, failed findings) and one for the whole site', () => {
    expect(lines.slice(1, 6)).toEqual([
      'Page        Status  Time        Overall  General  Accessibility  Failed',
      '/           200     12.4 s      85       81       92             1',
      '/about      200     9.0 s       85       81       92             2',
      '/slow       error   –           –        –        –              0',
      'Whole site          1 min 35 s  85       80       90             3',
    ]);
  });

  it('says why pages failed, lists each failed finding once with its pages, and where the files are', () => {
    expect(text).toContain('Pages with errors (1):\n  /slow: Analysis of the page took longer than the 90 s limit; it was at the Keyboard step');
    expect(text).toContain('Failed findings (3, each listed once with the pages it is on):\n  serious   No robots.txt — whole site\n  moderate  Security headers are missing — on 2 of 3 pages\n  minor     Site has no working favicon — on 1 of 3 pages');
    expect(text).toContain('Report written to /tmp/report.html\nScreenshots and other files in /tmp/report-files\n');
    expect(text).not.toContain('\x1b[');
  });

  it('names the categories that could not be measured on a page, and why', () => {
    const about = { ...report.pages[1]!, unmeasured: [{ category: 'accessibility' as const, device: 'mobile' as const, reason: 'The accessibility engine (axe-core) could not run on this page: Execution context was destroyed' }] };
    const withUnmeasured = summary({ report: { ...report, pages: [report.pages[0]!, about, ...report.pages.slice(2)] }, times: new Map(), elapsedMs: 1_000, output: null, filesDir: null, paint: plain });
    expect(withUnmeasured).toContain('Not measured there, so left out of the scores (1):\n  /about (mobile): The accessibility engine (axe-core) could not run on this page: Execution context was destroyed');
    expect(text).not.toContain('Not measured there');
  });

  it('colours scores on a terminal that allows it', () => {
    const coloured = summary({ report, times: new Map(), elapsedMs: 1000, output: null, filesDir: null, paint: ansi });
    expect(coloured).toContain('\x1b[32m92');
    expect(coloured).toContain('Report written to standard output.');
  });
});
