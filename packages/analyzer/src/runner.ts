import { cpus } from 'node:os';
import { DEFAULT_WCAG_LEVEL, WCAG_LEVELS } from '@sightline/shared';
import type { HostRule } from '@sightline/shared/net';
import { AUDITS_BY_TYPE, GATHERERS, PAGE_STAGES, weightsFor } from './config/registry';
import { auditScores, measuredFindings, SCORING_FORMULA, scoresOf } from './config/scoring';
import { LAB_CURVES } from './config/lab-curves';
import { CATEGORY_WEIGHTS } from './config/categories';
import { BrowserManager } from './driver/browser';
import type { PageLoad } from './driver/load-page';
import { RequestGuard } from './driver/request-guard';
import { keepOcrWorker } from './gatherers/accessibility/ocr';
import { Frontier, type QueuedPage } from './crawl/frontier';
import { pageIdentity } from './crawl/normalize-url';
import { RunCancelled, RunError, resolveStartUrl } from './run-input';
import { crawlFrontier } from './crawl/scheduler';
import { probeSite } from './crawl/site-facts';
import { PagePipeline, startStages, type AnalysedPage } from './pipeline/page-pipeline';
import { pageTimeLimit } from './pipeline/page-time-limit';
import { Profile } from './pipeline/profile';
import { defaultLabRuns } from './sampling/lab-runs';
import type { PageStage } from './pipeline/stage';
import { isSiteAudit, runSiteAudits } from './run-audits';
import { failedCount } from './report/fold';
import { SCHEMA_VERSION } from './report/schema-version';
import type { AnalysisType, Audit, Gatherer, PageReport, ProgressEvent, Report, RunOptions, SiteAudit } from './types';
import { ANALYSIS_TYPES, pageKey } from './types';

/**
 * What a run is given. `hostRules` (MAP host → address, as SIGHTLINE_HOST_RULES writes them) say
 * where names really connect, for the browser and for every fetch outside it; they are input, not
 * options, so a report never carries them.
 */
export { RunCancelled, RunError, resolveStartUrl } from './run-input';

export type RunInput = { url: string; hostRules?: readonly HostRule[] } & Partial<RunOptions>;

export function defaultConcurrency(): number {
  // One Chromium tab per core is where 2-core machines stop getting faster.
  return Math.max(1, Math.min(4, cpus().length));
}

export function resolveOptions(input: Partial<RunOptions>): RunOptions {
  const maxPages = input.maxPages ?? 25;
  const analysisTypes = input.analysisTypes ?? ANALYSIS_TYPES;
  const concurrency = input.concurrency ?? defaultConcurrency();
  const options: RunOptions = {
    maxPages,
    maxDepth: input.maxDepth ?? 3,
    analysisTypes,
    devices: input.devices ?? ['mobile'],
    screenshots: input.screenshots ?? false,
    concurrency,
    allowPrivate: input.allowPrivate ?? false,
    respectRobots: input.respectRobots ?? true,
    pageTimeout: input.pageTimeout ?? pageTimeLimit(analysisTypes, concurrency),
    outputDir: input.outputDir ?? null,
    runs: input.runs ?? defaultLabRuns(maxPages),
    wcagLevel: input.wcagLevel ?? DEFAULT_WCAG_LEVEL,
  };
  if (!Number.isInteger(options.maxPages) || options.maxPages < 1) throw new RunError('maxPages must be a whole number of at least 1');
  if (!Number.isInteger(options.maxDepth) || options.maxDepth < 0) throw new RunError('maxDepth must be a whole number of at least 0');
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new RunError('concurrency must be a whole number of at least 1');
  if (!Number.isInteger(options.runs) || options.runs! < 1) throw new RunError('runs must be a whole number of at least 1');
  if (!WCAG_LEVELS.includes(options.wcagLevel!)) throw new RunError(`wcagLevel must be one of ${WCAG_LEVELS.join(', ')}`);
  if (options.devices.length === 0) throw new RunError('At least one device is needed');
  return options;
}

/**
 * Crawls from `input.url`, analyses every page on every device, and returns the report. Aborting
 * `signal` rejects at once with RunCancelled, whatever the run is waiting for, and closes the browser.
 */
export async function run(input: RunInput, onProgress: (event: ProgressEvent) => void = () => undefined, signal?: AbortSignal): Promise<Report> {
  if (signal?.aborted) throw new RunCancelled();
  const options = resolveOptions(input);
  const stages = PAGE_STAGES.filter((stage) => stage.wanted(options));
  const hostRules = input.hostRules ?? [];
  const guard = new RequestGuard(hostRules, options.allowPrivate);
  const browsers = new BrowserManager({ guard });
  const labBrowsers = stages.some((stage) => stage.needsLabBrowser) ? new BrowserManager({ debuggingPort: true, guard }) : null;
  // The abort closes the browser at once; the run's own exit waits for that same close.
  let closing: Promise<void> | null = null;
  // The pages of the run share one OCR worker (the image-text gatherer's), ended with the browser.
  const releaseOcr = keepOcrWorker();
  const close = () => (closing ??= Promise.all([browsers.close(), labBrowsers?.close(), releaseOcr()]).then(() => undefined));
  const stop = () => void close();
  signal?.addEventListener('abort', stop, { once: true });
  // Work still unwinding after an abort (a page closing with its browser) reports nothing more.
  const report = (event: ProgressEvent) => {
    if (!signal?.aborted) onProgress(event);
  };
  const crawl = crawlSite(input.url, options, { browsers, labBrowsers, guard, hostRules }, stages, report, signal);
  crawl.catch(() => undefined);
  try {
    return await untilAborted(crawl, signal);
  } finally {
    signal?.removeEventListener('abort', stop);
    await close();
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  let onAbort = () => undefined as void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new RunCancelled());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

interface Network {
  browsers: BrowserManager;
  labBrowsers: BrowserManager | null;
  guard: RequestGuard;
  hostRules: readonly HostRule[];
}

async function crawlSite(url: string, options: RunOptions, { browsers, labBrowsers, guard, hostRules }: Network, stages: readonly PageStage[], onProgress: (event: ProgressEvent) => void, signal: AbortSignal | undefined): Promise<Report> {
  const startedAt = new Date().toISOString();
  const startUrl = resolveStartUrl(url);
  const refusal = await guard.check(startUrl);
  if (refusal) throw new RunError(refusal);

  const selected = options.analysisTypes.flatMap((type: AnalysisType) => AUDITS_BY_TYPE[type]);
  const pageAudits = selected.filter((audit): audit is Audit => !isSiteAudit(audit));
  const siteAudits = selected.filter(isSiteAudit) as SiteAudit[];
  const needed = new Set<string>(['MainDocument', 'NetworkRecords', 'ConsoleMessages', 'Links', ...selected.flatMap((audit) => audit.meta.requiredArtifacts), ...stages.flatMap((stage) => stage.artifacts ?? [])]);
  const gatherers = GATHERERS.filter((gatherer: Gatherer) => needed.has(gatherer.name));
  const siteArtifactNames = new Set<string>(siteAudits.flatMap((audit) => audit.meta.requiredArtifacts));

  // Stages start now (Lighthouse takes seconds to load), and Chromium starts while robots.txt and
  // the sitemap are read; a failure to start surfaces at the first page.
  const profile = process.env.SIGHTLINE_PROFILE ? new Profile() : null;
  const environment = { options, browsers, labBrowsers, guard, profile };
  const started = startStages(stages, environment);
  browsers.get().then(
    () => profile?.mark('browser started'),
    () => undefined,
  );
  labBrowsers?.get().then(
    () => profile?.mark('lab browser started'),
    () => undefined,
  );

  onProgress({ type: 'stage', stage: 'Reading robots.txt and the sitemap' });
  const probe = await probeSite(startUrl, { allowPrivate: options.allowPrivate, hostRules, signal });
  profile?.mark('robots.txt and sitemap read');
  const frontier = new Frontier(startUrl, options.maxPages, options.maxDepth, options.respectRobots ? probe.robots : null);
  frontier.add(startUrl, 0);
  for (const url of probe.facts.sitemap?.urls ?? []) frontier.add(url, 1);
  onProgress({ type: 'discovered', found: frontier.found });

  // The crawl's rules, applied to a page's first load: only HTML pages, and a page reached again
  // through a redirect once; its links feed the frontier.
  const admit = (queued: QueuedPage, load: PageLoad): boolean => {
    if (!load.isHtml) {
      frontier.release(queued.url, 'Not an HTML page');
      return false;
    }
    if (!load.error && pageIdentity(load.finalUrl) !== pageIdentity(queued.url) && !frontier.claim(load.finalUrl)) {
      frontier.release(queued.url, `Redirects to ${load.finalUrl}, which is analysed already`);
      return false;
    }
    const links = load.artifacts.Links;
    if (Array.isArray(links) && !load.error) {
      const before = frontier.found;
      for (const link of links) frontier.add(link.href, queued.depth + 1);
      if (frontier.found !== before) onProgress({ type: 'discovered', found: frontier.found });
    }
    return true;
  };

  const weights = weightsFor(options.wcagLevel ?? DEFAULT_WCAG_LEVEL);
  /** A page's scores count what was measured on it (see measuredFindings). */
  const pageScores = (report: PageReport) => scoresOf(measuredFindings(report.findings, report.unmeasured), weights);
  const pipeline = new PagePipeline(environment, { gatherers, pageAudits, siteArtifactNames, site: probe.facts }, started, onProgress, profile);
  const pages: AnalysedPage[] = [];
  onProgress({ type: 'stage', stage: 'Analysing pages' });
  await crawlFrontier(
    frontier,
    options.concurrency,
    signal,
    (queued) => pipeline.analyse(queued, (load) => admit(queued, load)),
    (page) => {
      pages.push(page);
      const { url, error, findings } = page.report;
      onProgress({ type: 'page-done', url, done: pages.length, found: frontier.found, error, scores: pageScores(page.report), failed: failedCount(findings) });
    },
  );

  profile?.mark('every page analysed');
  onProgress({ type: 'stage', stage: 'Comparing pages' });
  const site = runSiteAudits(siteAudits, pages.flatMap((page) => page.siteInputs), probe.facts, options.devices);
  profile?.mark('site audits done');
  profile?.print(process.stderr);
  for (const page of pages) {
    for (const device of options.devices) page.report.findings.push(...(site.byPage.get(pageKey(page.report.url, device)) ?? []));
    page.report.findings.sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id) || a.device.localeCompare(b.device));
    page.report.scores = pageScores(page.report);
  }
  // Completion order depends on timing; the report lists pages breadth first, then by URL.
  const pageReports = pages.map((page) => page.report).sort((a, b) => a.depth - b.depth || a.url.localeCompare(b.url));
  const allFindings = [...pageReports.flatMap((page) => measuredFindings(page.findings, page.unmeasured)), ...site.siteWide];
  const allScores = scoresOf(allFindings, weights);

  return {
    schemaVersion: SCHEMA_VERSION,
    requestedUrl: startUrl,
    startedAt,
    finishedAt: new Date().toISOString(),
    options,
    scores: allScores,
    scoring: { formula: SCORING_FORMULA, weights, categoryWeights: CATEGORY_WEIGHTS, audits: auditScores(allFindings, weights), labCurves: LAB_CURVES },
    site: probe.facts,
    pages: pageReports,
    siteFindings: site.siteWide,
    skipped: frontier.skipped,
  };
}
