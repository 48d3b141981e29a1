import type { EntitlementFeature, ShareLinkView } from '@sightline/db';
import type { Finding, PageReport, Report } from '@sightline/shared/report';

/** The report views of the API contract; the web has one page per view. */
export const REPORT_VIEWS = ['standard', 'comprehensive', 'detailed', 'standard-whitelabel', 'comprehensive-whitelabel'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** The web page of each view (the spec's screens and routes): /<path>/<id>, and /<path>/<id>/<token> for share links. */
export const VIEW_PATHS: Record<ReportView, string> = {
  standard: 'standard-report',
  comprehensive: 'comprehensive-report',
  detailed: 'detailed-report',
  'standard-whitelabel': 'standard-report-whitelabel',
  'comprehensive-whitelabel': 'comprehensive-report-whitelabel',
};

/** `standard` is free; each other view needs one feature. */
export function requiredFeature(view: ReportView): EntitlementFeature | null {
  switch (view) {
    case 'standard':
      return null;
    case 'comprehensive':
    case 'detailed':
      return view;
    case 'standard-whitelabel':
    case 'comprehensive-whitelabel':
      return 'whitelabel';
  }
}

export const isWhitelabel = (view: ReportView) => view === 'standard-whitelabel' || view === 'comprehensive-whitelabel';
export const showsChanges = (view: ReportView) => view === 'comprehensive' || view === 'comprehensive-whitelabel';

/** A share link opens its own view, and the standard view whatever its view. */
export const linkOpens = (linkView: ShareLinkView, view: ReportView) => view === 'standard' || view === linkView;

/** How many offending elements a standard-view finding keeps. */
export const STANDARD_ELEMENT_LIMIT = 3;

/** Lighthouse's five metrics, which the standard view shows as figures whether they passed or not. */
const LAB_METRICS = new Set(['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint', 'speed-index']);

function summarizeFindings(findings: Finding[]): Finding[] {
  return findings
    .filter((finding) => finding.outcome === 'failed' || (finding.outcome === 'passed' && LAB_METRICS.has(finding.id)))
    .map((finding) => ({ ...finding, elements: finding.elements.slice(0, STANDARD_ELEMENT_LIMIT) }));
}

/**
 * The standard view's report: every page keeps its facts (status, scores, metrics, screenshots…),
 * but findings are only the failed ones with their first few elements, and the lab metrics that
 * passed (the view shows each metric's value, a good one too). The rest of the stored report is
 * for the paid views.
 */
export function standardReport(report: Report): Report {
  return {
    ...report,
    pages: report.pages.map((page): PageReport => ({ ...page, findings: summarizeFindings(page.findings) })),
    ...(report.siteFindings ? { siteFindings: summarizeFindings(report.siteFindings) } : {}),
  };
}

/**
 * What a view shows of the stored report. The run's output directory is a path on this server
 * (reports stored before it was cleared at completion still carry it): no view shows it.
 */
export function reportForView(stored: Report, view: ReportView): Report {
  const report = stored.options.outputDir === null ? stored : { ...stored, options: { ...stored.options, outputDir: null } };
  return view === 'standard' ? standardReport(report) : report;
}
