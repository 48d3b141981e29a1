// Texts of the domain history and the detailed report. The report toolbar's are in strings-actions.ts
// (every report view draws the toolbar on first paint; these load with the parts that use them).

export { ACTION_STRINGS } from './strings-actions';

export const HISTORY_STRINGS = {
  heading: 'History of this domain',
  lead: 'Your analyses of this domain, newest first.',
  empty: 'No other analyses of this domain yet. Re-run the analysis to follow how the scores change.',
  error: 'The history of this domain could not be loaded.',
  overall: (score: number) => `${score} / 100`,
  current: 'This report',
  status: { queued: 'Queued', running: 'Running', completed: 'Ready', failed: 'Failed' },
} as const;

export const DETAILED_STRINGS = {
  title: 'Detailed report',
  lead: 'Every audit of each page, including the ones that passed, with the raw measurements behind them.',
  pageLabel: 'Page',
  pageStatus: (status: number | null) => (status === null ? 'no response' : `HTTP ${status}`),
  redirectedTo: (url: string) => `Redirected to ${url}`,
  pageError: (message: string) => `This page could not be analysed: ${message}`,
  pageScores: 'Scores of this page',
  auditsHeading: 'Audits',
  siteAuditsHeading: 'Site-wide audits',
  siteAuditsLead: 'Checks across all pages (uniqueness and consistency), not tied to one page.',
  outcomeFilter: 'Outcome',
  categoryFilter: 'Category',
  allCategories: 'All categories',
  all: 'All',
  outcomes: { failed: 'Failed', 'needs-review': 'Needs review', passed: 'Passed', 'not-applicable': 'Not applicable', error: 'Error' } as Record<string, string>,
  noAudits: 'No audit matches these filters.',
  shown: (shown: number, total: number) => `${shown} of ${total} audits shown`,
  device: { mobile: 'Mobile', desktop: 'Desktop' } as Record<string, string>,
  act: 'ACT rule',
  score: (score: number) => `score ${Math.round(score * 100)}`,
  moreElements: (count: number) => `${count} more in the JSON download.`,
  metricsHeading: 'Raw metrics',
  metricsLead: 'Per device: the Lighthouse lab metrics (simulated throttling; with several runs, the median and every run), then the time to first byte, weight and request count of our own page load.',
  metricsNone: 'No lab metrics for this page: another page of the same template was measured, or measuring failed.',
  metric: 'Metric',
  value: 'Value',
  runs: 'Runs',
  metricNames: {
    'largest-contentful-paint': 'Largest Contentful Paint (LCP)',
    'first-contentful-paint': 'First Contentful Paint (FCP)',
    'cumulative-layout-shift': 'Cumulative Layout Shift (CLS)',
    'total-blocking-time': 'Total Blocking Time (TBT)',
    'speed-index': 'Speed Index (SI)',
    'server-response-time': 'Time to First Byte (TTFB)',
    'page-weight': 'Page weight',
    'request-count': 'Requests',
  } as Record<string, string>,
  screenshotsHeading: 'Screenshots of this page',
  screenshotKind: { viewport: 'First screen', fullPage: 'Full page', annotated: 'Annotated' } as Record<string, string>,
  screenshotAlt: (kind: string, device: string, url: string) => `${kind} screenshot (${device}) of ${url}`,
  screenshotRegion: (kind: string, device: string) => `${kind} screenshot (${device}), scrollable`,
} as const;
