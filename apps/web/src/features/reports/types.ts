// The parts of the analyzer's report (packages/analyzer/schema/report.schema.json) and of the
// analyses API that the report pages read. Declared here because the web app does not depend on
// the analyzer package (it runs in Node with Chromium).

export type AnalysisStatus = 'queued' | 'running' | 'completed' | 'failed';
export type Scores = Record<string, number | null>;

export interface AnalysisSummary {
  syntheticId: string;
  domain: string;
  startUrl: string;
  status: AnalysisStatus;
  stage: string | null;
  pagesFound: number;
  pagesDone: number;
  maxPages: number;
  attempts: number;
  error: string | null;
  scores: Scores | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  notifyRequested: boolean;
}

export type Severity = 'critical' | 'serious' | 'moderate' | 'minor';
export type Outcome = 'failed' | 'passed' | 'needs-review' | 'not-applicable' | 'error';

export interface Finding {
  id: string;
  category: string;
  outcome: Outcome;
  severity: Severity;
  title: string;
  description: string;
  recommendation: string;
  guide: string | null;
  wcag: string[];
  /** W3C ACT rule ids, e.g. 23a2a8. */
  act: string[];
  /** `marker` is the number drawn on the annotated screenshot for this element. */
  elements: Array<{ selector: string; snippet: string; note?: string; marker?: number; rect?: { x: number; y: number; width: number; height: number } | null }>;
  device: string;
  score: number | null;
  displayValue?: string;
  explanation?: string;
  /** Audit-specific raw data (lab metric values and runs, byte counts…). */
  details?: Record<string, unknown>;
}

export interface PageReport {
  url: string;
  finalUrl: string;
  status: number | null;
  redirects: Array<{ url: string; status: number }>;
  error: string | null;
  scores: Scores;
  findings: Finding[];
  screenshots: Array<{ device: string; kind: string; path: string }>;
}

export interface Report {
  requestedUrl: string;
  startedAt: string;
  finishedAt: string;
  scores: Scores;
  scoring: { formula: string; weights: Record<string, Record<string, number>>; categoryWeights?: Record<string, number> };
  pages: PageReport[];
  siteFindings?: Finding[];
}

/** The report views of the API contract; each has its own web path and PDF. */
export type ReportView = 'standard' | 'comprehensive' | 'detailed' | 'standard-whitelabel' | 'comprehensive-whitelabel';

export interface Branding {
  name: string | null;
  logoDataUrl: string | null;
  accentColor: string | null;
}

export interface ChangedIssue {
  id: string;
  title: string;
  category: string;
  severity: Severity;
  pages: number;
}

/** What changed since the previous completed analysis of the same domain by the same owner. */
export interface Changes {
  previous: { syntheticId: string; finishedAt: string; scores: Scores };
  scoreDeltas: Record<string, number | null>;
  newIssues: ChangedIssue[];
  fixedIssues: ChangedIssue[];
}

export interface ReportResponse {
  success: true;
  analysis: AnalysisSummary;
  owner: boolean;
  view: ReportView;
  report: Report;
  entitlements: { comprehensive: boolean; detailed: boolean; whitelabel: boolean };
  branding: Branding | null;
  changes: Changes | null;
  /** Opens this analysis's screenshots for an hour (see screenshotUrl). */
  assetToken: string;
}

export interface RerunResponse {
  status: 'queued';
  syntheticId: string;
}

export interface AnalysisResponse {
  success: true;
  analysis: AnalysisSummary;
  owner: boolean;
}

export interface AnalysisListResponse {
  success: true;
  analyses: Array<Pick<AnalysisSummary, 'syntheticId' | 'domain' | 'status' | 'scores' | 'createdAt' | 'finishedAt'>>;
}

export interface ShareLinkResponse {
  success: true;
  url: string;
  link: { id: string; expiresAt: string | null };
}
