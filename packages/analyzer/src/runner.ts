import { cpus } from 'node:os';
import { checkDomain } from '@sightline/shared';
import type { HostRule } from '@sightline/shared/net';
import { AUDITS_BY_TYPE, GATHERERS, WEIGHTS } from './config/registry';
import { SCORING_FORMULA, scoresOf } from './config/scoring';
import { CATEGORY_WEIGHTS } from './config/categories';
import { BrowserManager } from './driver/browser';
import { loadPage, type GatheredArtifacts, type PageLoad } from './driver/load-page';
import { RequestGuard } from './driver/request-guard';
import { Frontier, type QueuedPage } from './crawl/frontier';
import { normalizeUrl, pageIdentity } from './crawl/normalize-url';
import { probeSite } from './crawl/site-facts';
import { isSiteAudit, runPageAudits, runSiteAudits, type SiteAuditPage } from './run-audits';
import { SCHEMA_VERSION } from './report/schema-version';
import { TemplateSampler } from './sampling/url-template';
import { Exclusive } from './sampling/exclusive';
import { pageScreenshots } from './gatherers/ui/annotate';
import { measureLab, preloadLighthouse } from './gatherers/performance/lab-performance';
import type { AnalysisType, Audit, Finding, Gatherer, PageReport, ProgressEvent, Report, RunOptions, SiteAudit } from './types';
import { ANALYSIS_TYPES, pageKey } from './types';

/**
 * What a run is given. `hostRules` (MAP host → address, as SIGHTLINE_HOST_RULES writes them) say
 * where names really connect, for the browser and for every fetch outside it; they are input, not
 * options, so a report never carries them.
 */
export type RunInput = { url: string; hostRules?: readonly HostRule[] } & Partial<RunOptions>;

/** Time one Lighthouse run may take on a loaded 2-core machine (about 8 s when idle). */
const LAB_TIME_BUDGET_MS = 60_000;

export class RunError extends Error {
  override name = 'RunError';
}

export function defaultConcurrency(): number {
  // One Chromium tab per core is where 2-core machines stop getting faster.
  return Math.max(1, Math.min(4, cpus().length));
}

export function resolveOptions(input: Partial<RunOptions>): RunOptions {
  const options: RunOptions = {
    maxPages: input.maxPages ?? 25,
    maxDepth: input.maxDepth ?? 3,
    analysisTypes: input.analysisTypes ?? ANALYSIS_TYPES,
    devices: input.devices ?? ['mobile'],
    screenshots: input.screenshots ?? false,
    concurrency: input.concurrency ?? defaultConcurrency(),
    allowPrivate: input.allowPrivate ?? false,
    respectRobots: input.respectRobots ?? true,
    pageTimeout: input.pageTimeout ?? 45_000,
    outputDir: input.outputDir ?? null,
    runs: input.runs ?? 1,
  };
  if (!Number.isInteger(options.maxPages) || options.maxPages < 1) throw new RunError('maxPages must be a whole number of at least 1');
  if (!Number.isInteger(options.maxDepth) || options.maxDepth < 0) throw new RunError('maxDepth must be a whole number of at least 0');
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new RunError('concurrency must be a whole number of at least 1');
  if (!Number.isInteger(options.runs) || options.runs! < 1) throw new RunError('runs must be a whole number of at least 1');
  if (options.devices.length === 0) throw new RunError('At least one device is needed');
  return options;
}

/** A full URL as given, or a bare domain checked by the shared domain rules and fetched over https. */
export function resolveStartUrl(input: string): string {
  if (/^https?:\/\//i.test(input.trim())) {
    const url = normalizeUrl(input.trim());
    if (!url) throw new RunError(`Not a valid URL: ${input}`);
    return url;
  }
  const check = checkDomain(input);
  if (!check.ok) throw new RunError(`${check.message}: ${input}`);
  return `https://${check.domain}/`;
}

interface PageState {
  report: PageReport;
  siteInputs: SiteAuditPage[];
}

/** The run's signal aborted: the browser is closed and every page still loading ends with it. */
export class RunCancelled extends RunError {
  constructor() {
    super('The run was cancelled');
  }
}

/**
 * Crawls from `input.url`, analyses every page on every device, and returns the report. Aborting
 * `signal` rejects at once with RunCancelled, whatever the run is waiting for, and closes the browser.
 */
export async function run(input: RunInput, onProgress: (event: ProgressEvent) => void = () => undefined, signal?: AbortSignal): Promise<Report> {
  if (signal?.aborted) throw new RunCancelled();
  const options = resolveOptions(input);
  const labWanted = options.analysisTypes.includes('PAGE_SPEED');
  const hostRules = input.hostRules ?? [];
  const guard = new RequestGuard(hostRules, options.allowPrivate);
  const browsers = new BrowserManager({ debuggingPort: labWanted, guard });
  // The abort closes the browser at once; the run's own exit waits for that same close.
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= browsers.close());
  const stop = () => void close();
  signal?.addEventListener('abort', stop, { once: true });
  // Work still unwinding after an abort (a page closing with its browser) reports nothing more.
  const report = (event: ProgressEvent) => {
    if (!signal?.aborted) onProgress(event);
  };
  const crawl = crawlSite(input.url, options, { browsers, guard, hostRules }, report, signal);
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
  guard: RequestGuard;
  hostRules: readonly HostRule[];
}

async function crawlSite(url: string, options: RunOptions, { browsers, guard, hostRules }: Network, onProgress: (event: ProgressEvent) => void, signal: AbortSignal | undefined): Promise<Report> {
  const startedAt = new Date().toISOString();
  const startUrl = resolveStartUrl(url);
  const refusal = await guard.check(startUrl);
  if (refusal) throw new RunError(refusal);

  const selected = options.analysisTypes.flatMap((type: AnalysisType) => AUDITS_BY_TYPE[type]);
  const pageAudits = selected.filter((audit): audit is Audit => !isSiteAudit(audit));
  const siteAudits = selected.filter(isSiteAudit) as SiteAudit[];
  const needed = new Set<string>(['MainDocument', 'NetworkRecords', 'ConsoleMessages', 'Links', ...selected.flatMap((audit) => audit.meta.requiredArtifacts)]);
  const gatherers = GATHERERS.filter((gatherer: Gatherer) => needed.has(gatherer.name));
  const siteArtifactNames = new Set<string>(siteAudits.flatMap((audit) => audit.meta.requiredArtifacts));

  // Lab performance (Lighthouse) attaches to our browser through a DevTools port and runs on one page
  // per URL template, one run at a time so two simulations never share the 2 cores' CPU.
  const labWanted = options.analysisTypes.includes('PAGE_SPEED');
  if (labWanted) preloadLighthouse();
  // Chromium starts while robots.txt and the sitemap are read; a failure surfaces at the first page.
  browsers.get().catch(() => undefined);

  onProgress({ type: 'stage', stage: 'Reading robots.txt and the sitemap' });
  const probe = await probeSite(startUrl, { allowPrivate: options.allowPrivate, hostRules, signal });
  const frontier = new Frontier(startUrl, options.maxPages, options.maxDepth, options.respectRobots ? probe.robots : null);
  frontier.add(startUrl, 0);
  for (const url of probe.facts.sitemap?.urls ?? []) frontier.add(url, 1);
  onProgress({ type: 'discovered', found: frontier.found });

  const sampler = new TemplateSampler();
  const labQueue = new Exclusive();
  const pages: PageState[] = [];
  const profile = process.env.SIGHTLINE_PROFILE ? new Profile() : null;
  let done = 0;
  onProgress({ type: 'stage', stage: 'Analysing pages' });
  {
    const active = new Set<Promise<void>>();
    while (!signal?.aborted) {
      while (active.size < options.concurrency && frontier.hasNext()) {
        const next = frontier.next()!;
        const task = analysePage(next).then((state) => {
          if (state) {
            pages.push(state);
            done += 1;
            onProgress({ type: 'page-done', url: state.report.url, done, found: frontier.found });
          }
        });
        active.add(task);
        void task.finally(() => active.delete(task));
      }
      if (active.size === 0) break;
      await Promise.race(active);
    }
    await Promise.all(active);
  }

  async function analysePage(queued: QueuedPage): Promise<PageState | null> {
    const loads: PageLoad[] = [];
    const sample = labWanted ? sampler.decide(queued.url) : null;
    for (const device of options.devices) {
      onProgress({ type: 'page-start', url: queued.url, device });
      let load: PageLoad;
      try {
        const browser = await browsers.get();
        const port = browsers.port;
        // Lighthouse loads the page in its own tab while we load and gather ours: on a sampled page the
        // two overlap instead of adding up.
        const measurement = sample?.isSample && port !== null ? labQueue.run(() => measureLab(queued.url, port, device, options.runs ?? 1, guard)) : null;
        measurement?.catch(() => undefined);
        const lab = sample && port !== null ? { sample, measurement } : undefined;
        // A sampled page also waits for Lighthouse (one run at a time across the run), which must not
        // eat the page's own time limit.
        const pageOptions = lab?.sample.isSample ? { ...options, pageTimeout: options.pageTimeout + LAB_TIME_BUDGET_MS * (options.runs ?? 1) * options.concurrency } : options;
        load = await loadPage(browser, queued.url, device, gatherers, pageOptions, guard, lab);
      } catch (error) {
        load = { url: queued.url, device, finalUrl: queued.url, status: null, redirects: [], error: `The browser could not be started: ${error instanceof Error ? error.message : String(error)}`, isHtml: true, artifacts: {}, screenshot: null, timings: {} };
      }
      if (loads.length === 0) {
        if (!load.isHtml) {
          frontier.release(queued.url, 'Not an HTML page');
          return null;
        }
        if (!load.error && pageIdentity(load.finalUrl) !== pageIdentity(queued.url) && !frontier.claim(load.finalUrl)) {
          frontier.release(queued.url, `Redirects to ${load.finalUrl}, which is analysed already`);
          return null;
        }
        const links = load.artifacts.Links;
        if (Array.isArray(links) && !load.error) {
          const before = frontier.found;
          for (const link of links) frontier.add(link.href, queued.depth + 1);
          if (frontier.found !== before) onProgress({ type: 'discovered', found: frontier.found });
        }
      }
      profile?.add(load.timings);
      loads.push(load);
    }
    return buildPage(queued, loads);
  }

  async function buildPage(queued: QueuedPage, loads: PageLoad[]): Promise<PageState> {
    const first = loads[0]!;
    const findings: Finding[] = [];
    const siteInputs: SiteAuditPage[] = [];
    for (const load of loads) {
      const fatal = load.error !== null && Object.keys(load.artifacts).length === 0;
      if (fatal) continue;
      findings.push(...runPageAudits(pageAudits, load.artifacts, { url: queued.url, device: load.device, site: probe.facts, options }, load.error !== null));
      if (load.error === null) {
        // Only what site audits read is kept, so a 200-page run does not hold every artifact.
        const kept: GatheredArtifacts = {};
        for (const name of siteArtifactNames) if (name in load.artifacts) (kept as Record<string, unknown>)[name] = (load.artifacts as Record<string, unknown>)[name];
        siteInputs.push({ url: queued.url, device: load.device, artifacts: kept });
      }
    }
    const report: PageReport = {
      url: queued.url,
      finalUrl: first.finalUrl,
      status: first.status,
      redirects: first.redirects,
      depth: queued.depth,
      error: loads.map((load) => load.error).find((error) => error !== null) ?? null,
      scores: scoresOf([], WEIGHTS),
      findings,
      screenshots: loads.flatMap((load) => (load.screenshot ? [{ device: load.device, kind: 'viewport' as const, path: load.screenshot }] : [])),
    };
    // UI_ANALYSIS takes its own screenshots and, once every audit has run, draws the annotated one.
    if (options.analysisTypes.includes('UI_ANALYSIS') && options.outputDir) {
      const annotateStart = performance.now();
      const ui = await pageScreenshots(await browsers.get(), loads.filter((load) => load.error === null), findings).catch(() => []);
      if (ui.length > 0) report.screenshots = [...report.screenshots.filter((shot) => shot.kind !== 'viewport' || !ui.some((own) => own.device === shot.device)), ...ui];
      profile?.add({ annotate: performance.now() - annotateStart });
    }
    return { report, siteInputs };
  }

  profile?.print(process.stderr);
  onProgress({ type: 'stage', stage: 'Comparing pages' });
  const site = runSiteAudits(siteAudits, pages.flatMap((page) => page.siteInputs), probe.facts, options.devices);
  for (const page of pages) {
    for (const device of options.devices) page.report.findings.push(...(site.byPage.get(pageKey(page.report.url, device)) ?? []));
    page.report.findings.sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id) || a.device.localeCompare(b.device));
    page.report.scores = scoresOf(page.report.findings, WEIGHTS);
  }
  // Completion order depends on timing; the report lists pages breadth first, then by URL.
  const pageReports = pages.map((page) => page.report).sort((a, b) => a.depth - b.depth || a.url.localeCompare(b.url));
  const allScores = scoresOf([...pageReports.flatMap((page) => page.findings), ...site.siteWide], WEIGHTS);

  return {
    schemaVersion: SCHEMA_VERSION,
    requestedUrl: startUrl,
    startedAt,
    finishedAt: new Date().toISOString(),
    options,
    scores: allScores,
    scoring: { formula: SCORING_FORMULA, weights: WEIGHTS, categoryWeights: CATEGORY_WEIGHTS },
    site: probe.facts,
    pages: pageReports,
    siteFindings: site.siteWide,
    skipped: frontier.skipped,
  };
}

/** SIGHTLINE_PROFILE=1: where the run's time went, summed over pages and devices, on stderr. */
class Profile {
  private readonly totals = new Map<string, { ms: number; count: number; max: number }>();

  add(timings: Record<string, number>): void {
    for (const [stage, ms] of Object.entries(timings)) {
      const total = this.totals.get(stage) ?? { ms: 0, count: 0, max: 0 };
      total.ms += ms;
      total.count += 1;
      total.max = Math.max(total.max, ms);
      this.totals.set(stage, total);
    }
  }

  print(out: NodeJS.WritableStream): void {
    const rows = [...this.totals].sort((a, b) => b[1].ms - a[1].ms);
    out.write(`stage                       total s   count   mean ms    max ms\n`);
    for (const [stage, total] of rows) {
      out.write(`${stage.padEnd(26)} ${(total.ms / 1000).toFixed(1).padStart(8)} ${String(total.count).padStart(7)} ${(total.ms / total.count).toFixed(0).padStart(9)} ${total.max.toFixed(0).padStart(9)}\n`);
    }
  }
}
