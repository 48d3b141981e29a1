// The engine's vocabulary, modelled on Lighthouse: gatherers read one page load and produce named
// artifacts; audits are pure functions of the artifacts they declare; categories weigh audits.
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import type { LabMeasurement } from './gatherers/performance/lab-performance';

export const ANALYSIS_TYPES = ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** Score categories. Accessibility runs with USABILITY (it is part of a usable page). */
export const CATEGORIES = ['general', 'social', 'usability', 'accessibility', 'pageSpeed', 'uiAnalysis'] as const;
export type Category = (typeof CATEGORIES)[number];

/** "Couldn't tell" (needs-review, error) is never counted as a failure. */
export type Outcome = 'failed' | 'passed' | 'needs-review' | 'not-applicable' | 'error';
export type Severity = 'critical' | 'serious' | 'moderate' | 'minor';
export type Device = 'mobile' | 'desktop';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ElementRef {
  selector: string;
  /** Outer HTML, truncated to a few hundred characters. */
  snippet: string;
  /** Document coordinates in CSS pixels at the device's viewport; null when not rendered. */
  rect: Rect | null;
  /** What is wrong with this particular element, when it differs from the audit's description. */
  note?: string;
  /** Number of this element's box on the page's annotated screenshot. */
  marker?: number;
}

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

export interface RedirectHop {
  url: string;
  status: number;
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
   * if so, its Lighthouse measurement, which the runner started alongside this load. Absent when the
   * browser has no DevTools port.
   */
  lab?: {
    sample: { template: string; representative: string; isSample: boolean };
    measurement: Promise<LabMeasurement> | null;
  };
}

export interface Gatherer<K extends ArtifactName = ArtifactName> {
  name: K;
  /**
   * passive gatherers only read the page; interactive ones (pressing Tab, resizing) run after all
   * passive ones and must leave the page as usable as they found it; `last` ones wait for work that
   * runs beside the page's own (Lighthouse in its tab) and go after everything else, so that
   * waiting does not hold the others back.
   */
  phase: 'passive' | 'interactive' | 'last';
  gather(ctx: GatherContext): Promise<Artifacts[K]>;
}

/** Facts about the whole site, gathered once per run. */
export interface SiteFacts {
  origin: string;
  robotsTxt: { status: number | null; body: string | null };
  sitemap: { url: string; status: number | null; urls: string[] } | null;
  /** Status returned for a path that cannot exist (custom-404 check). */
  notFoundProbe: { url: string; status: number | null; hasHtml: boolean } | null;
  /** What the plain-http origin answers for `/` when the site is https (redirect-to-HTTPS check). */
  httpRedirect?: { url: string; status: number | null; location: string | null; error: string | null } | null;
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
  wcag?: string[];
  act?: string[];
  requiredArtifacts: readonly K[];
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

export interface Finding {
  id: string;
  category: Category;
  outcome: Outcome;
  severity: Severity;
  title: string;
  description: string;
  recommendation: string;
  guide: string | null;
  wcag: string[];
  act: string[];
  elements: ElementRef[];
  device: Device;
  score: number | null;
  displayValue?: string;
  explanation?: string;
  details?: Record<string, unknown>;
}

export type CategoryScores = Record<Category, number | null>;

export interface Scores extends CategoryScores {
  overall: number | null;
}

export interface PageReport {
  url: string;
  finalUrl: string;
  status: number | null;
  redirects: RedirectHop[];
  depth: number;
  /** Set when the page could not be analysed at all (timeout, TLS error, crash...). */
  error: string | null;
  scores: Scores;
  findings: Finding[];
  screenshots: Array<{ device: Device; kind: 'viewport' | 'fullPage' | 'annotated'; path: string }>;
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
  /** Lab-performance runs per sampled page; the median is reported (default 1). */
  runs?: number;
}

export interface Report {
  schemaVersion: string;
  requestedUrl: string;
  startedAt: string;
  finishedAt: string;
  options: RunOptions;
  scores: Scores;
  /** How scores are computed, in words and weights: users distrust opaque scores. */
  scoring: { formula: string; weights: Record<Category, Record<string, number>>; categoryWeights?: Record<Category, number> };
  site: SiteFacts;
  pages: PageReport[];
  /** Findings about the site as a whole (robots.txt, sitemap, custom 404), from SiteAudits keyed SITE_WIDE. */
  siteFindings?: Finding[];
  /** URLs the crawl reached but did not analyse, and why (not HTML, robots.txt, duplicate after redirect). */
  skipped?: Array<{ url: string; reason: string }>;
}

/** Progress events for a CLI progress bar or a job's stored progress. */
export type ProgressEvent =
  | { type: 'discovered'; found: number }
  | { type: 'page-start'; url: string; device: Device }
  | { type: 'page-done'; url: string; done: number; found: number }
  | { type: 'stage'; stage: string };
