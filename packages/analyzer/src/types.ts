// The engine's vocabulary, modelled on Lighthouse: gatherers read one page load and produce named
// artifacts; audits are pure functions of the artifacts they declare; categories weigh audits.
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import type { WcagLevel } from '@sightline/shared';
import type { AnalysisType, Category, Device, ElementRef, Outcome, RedirectHop, Scores, Severity, SiteFacts } from '@sightline/shared/report';

// The report (Report, PageReport, Finding and their parts) is defined once, as a schema, in
// @sightline/shared/report; the engine's own vocabulary follows.
export { ANALYSIS_TYPES, CATEGORIES } from '@sightline/shared/report/kinds';
export type {
  AnalysisType,
  Category,
  CategoryScores,
  Device,
  ElementRef,
  Finding,
  Outcome,
  PageReport,
  Rect,
  RedirectHop,
  Report,
  Scores,
  Severity,
  SiteFacts,
  Unmeasured,
} from '@sightline/shared/report';

/**
 * Artifacts are declared by the gatherer that produces them, through declaration merging:
 *
 *   declare module '../types' { interface Artifacts { MetaElements: MetaElement[] } }
 *
 * so adding a gatherer never means editing this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Artifacts {}
export type ArtifactName = keyof Artifacts;

/** What a gatherer left instead of its artifact when it threw. */
export interface ArtifactError {
  artifactError: true;
  message: string;
}

export function isArtifactError(value: unknown): value is ArtifactError {
  return typeof value === 'object' && value !== null && (value as ArtifactError).artifactError === true;
}

export interface NetworkRecord {
  url: string;
  method: string;
  resourceType: string;
  status: number | null;
  mimeType: string | null;
  /** Encoded (transfer) size in bytes, when known. */
  transferSize: number | null;
  responseHeaders: Record<string, string>;
  /** ms relative to navigation start. */
  startTime: number;
  endTime: number | null;
  failed: string | null;
  fromCache: boolean;
}

export interface ConsoleEntry {
  type: 'error' | 'warning' | 'pageerror';
  text: string;
  url: string | null;
}

/** Everything a gatherer may read about one load of one page on one device. */
export interface GatherContext {
  url: string;
  device: Device;
  page: Page;
  context: BrowserContext;
  /** A CDP session on the page, shared by gatherers (do not detach it). */
  cdp: CDPSession;
  response: Response | null;
  redirects: RedirectHop[];
  network: NetworkRecord[];
  console: ConsoleEntry[];
  analysisTypes: readonly AnalysisType[];
  options: RunOptions;
  /**
   * For lab-performance gatherers: whether this page is the one measured for its URL template and,
   * if so, its Lighthouse measurement, which the lab page stage started alongside this load. Absent
   * when the browser has no DevTools port.
   */
  lab?: {
    sample: { template: string; representative: string; isSample: boolean };
    // Named through the artifact its gatherer declares, so this file imports nothing from a gatherer.
    measurement: Promise<Omit<Extract<Artifacts['LabPerformance'], { measured: true }>, 'template'>> | null;
  };
}

export interface Gatherer<K extends ArtifactName = ArtifactName> {
  name: K;
  /**
   * passive gatherers only read the page; interactive ones (pressing Tab, resizing) run after all
   * passive ones and must leave the page as usable as they found it; `last` ones wait for work that
   * runs beside the page's own (Lighthouse in its browser) and go after everything else, so that
   * waiting does not hold the others back.
   */
  phase: 'passive' | 'interactive' | 'last';
  /**
   * A passive gatherer that mostly waits on the network (requests made from inside the page) and
   * neither scrolls, focuses nor captures the page: it starts with the passive phase and runs beside
   * the other passive gatherers instead of holding them up; the interactive phase waits for it.
   */
  beside?: true;
  gather(ctx: GatherContext): Promise<Artifacts[K]>;
}

export interface AuditMeta<K extends ArtifactName = ArtifactName> {
  /** A noun naming what is checked, equal to the file name: `meta-description`. */
  id: string;
  category: Category;
  title: string;
  failureTitle: string;
  description: string;
  recommendation: string;
  /** A Sightline guide path, e.g. `/guides/laws/fitts-law`. */
  guide?: string;
  /** Severity when failed, unless the result overrides it. */
  severity: Severity;
  /**
   * Success criteria a failed result of this audit fails: only when what it detects is a documented
   * failure of the criterion (a WCAG failure technique or an ACT rule). Advice (heading levels, title
   * length, link wording) names none, even when it helps meet a criterion.
   */
  wcag?: string[];
  act?: string[];
  requiredArtifacts: readonly K[];
  /** Rules and guidance that speak to what the audit finds, copied to its findings (cited, not legal advice). */
  references?: ReadonlyArray<{ title: string; url: string }>;
  /** Devices this audit runs on; default both. */
  devices?: readonly Device[];
  /**
   * Also run on pages that answered 4xx/5xx (only MainDocument, NetworkRecords and ConsoleMessages are
   * gathered there). Default false: a 404 page's title or headings say nothing about the site.
   */
  runOnErrorPages?: boolean;
}

export interface AuditResult {
  outcome: Outcome;
  /** 0..1; defaults to 1 for passed, 0 for failed. */
  score?: number;
  severity?: Severity;
  elements?: ElementRef[];
  /** Short human-readable value, e.g. "3 images without alt". */
  displayValue?: string;
  /** Why the outcome is what it is, e.g. the reason for needs-review. */
  explanation?: string;
  details?: Record<string, unknown>;
  /** A failed result that is advice, not a failure of the audit's WCAG criteria: its finding names none. */
  advice?: boolean;
}

export interface AuditContext {
  url: string;
  device: Device;
  site: SiteFacts;
  options: RunOptions;
}

export interface Audit<K extends ArtifactName = ArtifactName> {
  meta: AuditMeta<K>;
  audit(artifacts: Pick<Artifacts, K>, context: AuditContext): AuditResult | AuditResult[];
}

/**
 * Key of a SiteAudit result. `pageKey(url, device)` targets one load; a bare page URL targets that
 * page on every device; SITE_WIDE puts the result in the report's site-level findings.
 */
export const SITE_WIDE = '*';
export function pageKey(url: string, device: Device): string {
  return `${device} ${url}`;
}

/** Audits that need every page at once (uniqueness, consistency across pages). */
export interface SiteAudit<K extends ArtifactName = ArtifactName> {
  meta: AuditMeta<K>;
  auditSite(pages: Array<{ url: string; device: Device; artifacts: Pick<Artifacts, K> }>, site: SiteFacts): Map<string, AuditResult>;
}

export interface RunOptions {
  maxPages: number;
  maxDepth: number;
  analysisTypes: readonly AnalysisType[];
  devices: readonly Device[];
  screenshots: boolean;
  concurrency: number;
  allowPrivate: boolean;
  respectRobots: boolean;
  /** Hard limit for one page on one device, ms. */
  pageTimeout: number;
  /** Where screenshots and other files are written; null = do not write files. */
  outputDir: string | null;
  /** Lab-performance runs per sampled page; the median is reported (default: sampling/lab-runs.ts, 3 for small scans). */
  runs?: number;
  /** The WCAG conformance target (default AA): criteria above it are advice and weigh nothing in the accessibility score. */
  wcagLevel?: WcagLevel;
}

/** Progress events for a CLI progress bar or a job's stored progress. */
export type ProgressEvent =
  | { type: 'discovered'; found: number }
  | { type: 'page-start'; url: string; device: Device }
  /**
   * A step inside one device's analysis of a page has begun: `load` (opening the page), a gatherer
   * phase (`passive`, `interactive`, `last`: waiting for Lighthouse), or a page stage's name
   * (`annotate`) once the page's audits have run.
   */
  | { type: 'page-stage'; url: string; device: Device; stage: string }
  /**
   * A page is done: whether it could be analysed, and its scores and failed findings from its own
   * audits (the report's page scores also count the site audits, which run once every page is done).
   */
  | { type: 'page-done'; url: string; done: number; found: number; error: string | null; scores: Scores; failed: number }
  | { type: 'stage'; stage: string };
