// The analyses API as the report pages read it. The report itself (Report, PageReport, Finding…)
// is the one schema in @sightline/shared/report; only its types are imported, so no schema code
// reaches the browser bundle.
import type { JobStatus } from '@sightline/shared/agents';
import type { Category, Device, Report, Severity } from '@sightline/shared/report';

export type { Category, Device, ElementRef, Finding, Outcome, PageReport, Rect, Report, Severity, Unmeasured } from '@sightline/shared/report';

export type AnalysisStatus = JobStatus;
/** Score maps outside the report (an analysis row, a previous analysis) are keyed loosely. */
export type Scores = Record<string, number | null>;

/** `stage` is `load`, `passive`, `interactive`, `last` (Lighthouse) or `annotate`. */
export interface PageInProgress {
  url: string;
  device: string;
  stage: string;
}

export interface AnalysisSummary {
  syntheticId: string;
  domain: string;
  startUrl: string;
  status: AnalysisStatus;
  stage: string | null;
  pagesFound: number;
  pagesDone: number;
  /** The pages being analysed now and the step each is on; the page that moved last comes last. */
  pagesInProgress: PageInProgress[];
  /** The devices each page is analysed on, in order. */
  devices: string[];
  /** When the progress last moved. */
  progressAt: string | null;
  maxPages: number;
  attempts: number;
  error: string | null;
  scores: Scores | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  notifyRequested: boolean;
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
  category: Category;
  severity: Severity;
  pages: number;
}

/** A lab metric of a page measured in both analyses; `real` when it moved by more than its run-to-run `noise`. */
export interface LabMetricChange {
  id: string;
  title: string;
  page: string;
  device: Device;
  before: number;
  now: number;
  delta: number;
  noise: number;
  real: boolean;
}

/** What changed since the previous completed analysis of the same domain by the same owner. */
export interface Changes {
  previous: { syntheticId: string; finishedAt: string; scores: Scores };
  scoreDeltas: Record<string, number | null>;
  /** Each score's change with its run-to-run noise band: `real` only beyond it. */
  scoreChanges: Record<string, { delta: number | null; noise: number; real: boolean }>;
  /** Either analysis measured its lab figures on a machine slower than Lighthouse expects: page-speed changes are not real. */
  slowMachine: boolean;
  labMetrics: LabMetricChange[];
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
