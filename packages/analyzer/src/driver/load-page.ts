import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Response } from 'playwright-core';
import type { ArtifactError, ArtifactName, Artifacts, ConsoleEntry, Device, Gatherer, GatherContext, RedirectHop, RunOptions } from '../types';
import { DEVICE_PROFILES } from './devices';
import { EGRESS_ERROR_HEADER } from './egress-proxy';
import { NetworkLog } from './network-log';
import type { RequestGuard } from './request-guard';
import { installPageClock, PAGE_CLOCK_ARG, settlePage } from './settle';

export type GatheredArtifacts = Partial<{ [K in ArtifactName]: Artifacts[K] | ArtifactError }>;

export interface PageLoad {
  url: string;
  device: Device;
  finalUrl: string;
  status: number | null;
  redirects: RedirectHop[];
  /** Why the page could not be analysed; null when it loaded. */
  error: string | null;
  /** False when the URL answered with something other than an HTML document. */
  isHtml: boolean;
  artifacts: GatheredArtifacts;
  screenshot: string | null;
  /** Milliseconds spent per stage (navigation, each gatherer), for SIGHTLINE_PROFILE. */
  timings: Record<string, number>;
}

/** Artifacts gathered even on pages that answered with an error status. */
export const ERROR_PAGE_ARTIFACTS: ReadonlySet<string> = new Set(['MainDocument', 'NetworkRecords', 'ConsoleMessages']);

class PageFailure extends Error {}

const BROWSER_GONE = 'The browser stopped while analysing the page (it is restarted for the next pages)';

/**
 * Loads `url` once in a fresh context for `device` and runs the gatherers on that load: passive ones
 * first, then interactive ones. Never throws: every failure becomes `error` with a reason a person can
 * act on, and the hard timeout closes the context so nothing keeps running behind the result.
 */
export async function loadPage(
  browser: Browser,
  url: string,
  device: Device,
  gatherers: readonly Gatherer[],
  options: RunOptions,
  guard: RequestGuard,
  lab?: GatherContext['lab'],
  onStage: (stage: string) => void = () => undefined,
): Promise<PageLoad> {
  onStage('load');
  const result: PageLoad = { url, device, finalUrl: url, status: null, redirects: [], error: null, isHtml: true, artifacts: {}, screenshot: null, timings: {} };
  const contextStart = performance.now();
  let context: BrowserContext;
  try {
    context = await browser.newContext({ ...DEVICE_PROFILES[device], acceptDownloads: false, ignoreHTTPSErrors: false, serviceWorkers: 'block' });
  } catch (error) {
    return { ...result, error: describeError(error, options) };
  }
  result.timings.context = performance.now() - contextStart;
  // The gatherer running, so that a page stopped at its limit says which step it was on.
  let phase = 'load';
  let gathering: string | null = null;
  const onGatherer = (gathererPhase: Gatherer['phase'], name: string) => {
    if (gathererPhase !== phase) onStage(gathererPhase);
    phase = gathererPhase;
    gathering = name;
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const where = gathering === null ? 'it was still loading the page' : `it was at the ${gathering} step`;
      reject(new PageFailure(`Analysis of the page took longer than the ${Math.round(options.pageTimeout / 1000)} s limit; ${where}`));
    }, options.pageTimeout);
  });
  const work = run(context, url, device, gatherers, options, guard, result, lab, onGatherer);
  // The losing promise must not surface later as an unhandled rejection.
  work.catch(() => undefined);
  try {
    await Promise.race([work, timeout]);
  } catch (error) {
    result.error = describeError(error, options);
    result.artifacts = {};
  } finally {
    clearTimeout(timer);
    const closeStart = performance.now();
    await context.close().catch(() => undefined);
    result.timings.close = performance.now() - closeStart;
  }
  return result;
}

async function run(
  context: BrowserContext,
  url: string,
  device: Device,
  gatherers: readonly Gatherer[],
  options: RunOptions,
  guard: RequestGuard,
  result: PageLoad,
  lab: GatherContext['lab'],
  onGatherer: (phase: Gatherer['phase'], name: string) => void,
): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps named functions inside gatherers' page.evaluate
  // callbacks in __name(...); the page needs a no-op of that helper or those callbacks throw.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  await context.addInitScript(installPageClock, PAGE_CLOCK_ARG);
  const page = await context.newPage();
  const crashed = new Promise<never>((_, reject) => {
    page.on('crash', () => reject(new PageFailure('The browser tab crashed while showing the page')));
  });
  crashed.catch(() => undefined);
  const consoleEntries: ConsoleEntry[] = [];
  const network = new NetworkLog();
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const location = message.location().url || null;
    // The browser's request for the tab icon fails on many sites, and only sometimes before the page is read.
    if (location !== null && network.isBrowserOwn(location) && message.text().startsWith('Failed to load resource')) return;
    consoleEntries.push({ type, text: message.text().slice(0, 1000), url: location });
  });
  page.on('pageerror', (error) => consoleEntries.push({ type: 'pageerror', text: String(error.message).slice(0, 1000), url: null }));
  // A modal dialog would block every later evaluate.
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
  // The main frame's request that failed (the first or a redirect hop), to ask the guard why.
  let failedNavigation: string | null = null;
  page.on('requestfailed', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failedNavigation = request.url();
  });
  const cdp = await context.newCDPSession(page);
  await network.attach(cdp);

  const navigationTimeout = Math.min(30_000, Math.max(5_000, Math.round(options.pageTimeout * 0.6)));
  let response: Response | null;
  const navigationStart = performance.now();
  try {
    response = await Promise.race([page.goto(url, { waitUntil: 'load', timeout: navigationTimeout }), crashed]);
  } catch (error) {
    if (isTimeout(error)) throw new PageFailure(`The page did not finish loading within ${Math.round(navigationTimeout / 1000)} s`);
    // Behind the egress proxy an https page it could not open fails as a tunnel error; the guard knows why.
    const reason = failedNavigation === null ? undefined : guard.failureFor(failedNavigation);
    if (reason && /ERR_TUNNEL_CONNECTION_FAILED/.test(String(error))) throw new PageFailure(reason);
    throw error;
  }
  // The proxy answered a plain-http page (or its last redirect hop) itself: the reason is the guard's, not the site's.
  const egressFailure = response?.headers()[EGRESS_ERROR_HEADER] === undefined ? undefined : guard.failureFor(response.url());
  if (egressFailure) throw new PageFailure(egressFailure);
  // Every gatherer reads the same, settled and stilled page, so identical pages give identical results.
  await Promise.race([settlePage(page, network), crashed]);

  result.timings.navigation = performance.now() - navigationStart;
  result.finalUrl = page.url();
  result.status = response?.status() ?? null;
  result.redirects = response ? await redirectChain(response) : [];
  const contentType = response ? ((await response.allHeaders())['content-type'] ?? '') : 'text/html';
  if (!/html/i.test(contentType)) {
    result.isHtml = false;
    return;
  }
  if (result.status !== null && result.status >= 400) result.error = `The server answered HTTP ${result.status}${response?.statusText() ? ` ${response.statusText()}` : ''}`;

  // UI_ANALYSIS takes its own (viewport and full page); a second viewport capture would only cost time.
  if (options.screenshots && options.outputDir && !gatherers.some((gatherer) => gatherer.name === 'UiScreenshots')) {
    await mkdir(options.outputDir, { recursive: true });
    const path = join(options.outputDir, `${fileSafe(result.finalUrl)}-${device}.png`);
    await page.screenshot({ path, timeout: 10_000 });
    result.screenshot = path;
  }

  const ctx: GatherContext = { url, device, page, context, cdp, response, redirects: result.redirects, network: network.records, console: consoleEntries, analysisTypes: options.analysisTypes, options };
  if (lab) ctx.lab = lab;
  const runnable = result.error ? gatherers.filter((gatherer) => ERROR_PAGE_ARTIFACTS.has(gatherer.name)) : gatherers;
  // Indexed loosely: the union of every artifact type is too large for the compiler to check here.
  const artifacts = result.artifacts as Record<string, unknown>;
  const timed = async (gatherer: Gatherer) => {
    const gatherStart = performance.now();
    artifacts[gatherer.name] = await Promise.race([gatherOne(gatherer, ctx), crashed]);
    result.timings[gatherer.name] = performance.now() - gatherStart;
    // Artifacts read from a dead browser would be half-empty; the page is reported instead.
    if (!context.browser()?.isConnected()) throw new PageFailure(BROWSER_GONE);
  };
  for (const phase of ['passive', 'interactive', 'last'] as const) {
    const inPhase = runnable.filter((candidate) => candidate.phase === phase);
    const beside = Promise.all(inPhase.filter((gatherer) => gatherer.beside).map(timed));
    // Should the phase stop at a failure, what runs beside it must not surface later as an unhandled rejection.
    beside.catch(() => undefined);
    for (const gatherer of inPhase.filter((candidate) => !candidate.beside)) {
      onGatherer(phase, gatherer.name);
      await timed(gatherer);
    }
    const waiting = inPhase.find((gatherer) => gatherer.beside && !(gatherer.name in artifacts));
    if (waiting) onGatherer(phase, waiting.name);
    await beside;
  }
}

async function gatherOne(gatherer: Gatherer, ctx: GatherContext): Promise<unknown> {
  try {
    return await gatherer.gather(ctx);
  } catch (error) {
    if (ctx.page.isClosed() || !ctx.context.browser()?.isConnected()) throw error;
    const failure: ArtifactError = { artifactError: true, message: `${gatherer.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
    return failure;
  }
}

async function redirectChain(response: Response): Promise<RedirectHop[]> {
  const hops: RedirectHop[] = [];
  let request = response.request().redirectedFrom();
  while (request) {
    const hopResponse = await request.response();
    hops.unshift({ url: request.url(), status: hopResponse?.status() ?? 0 });
    request = request.redirectedFrom();
  }
  return hops;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

function fileSafe(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 120) || 'page';
}

/** Turns Playwright and network errors into a sentence that says what happened to the page. */
export function describeError(error: unknown, options: RunOptions): string {
  if (error instanceof PageFailure) return error.message;
  const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  if (/ERR_TOO_MANY_REDIRECTS/.test(message)) return 'The page redirects in a loop (too many redirects)';
  if (/Download is starting/i.test(message)) return 'The URL starts a file download instead of showing a page';
  if (/ERR_CERT|ERR_SSL|SSL_PROTOCOL/i.test(message)) return `The TLS certificate or connection is invalid (${/net::\w+/.exec(message)?.[0] ?? message})`;
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return 'The host name could not be resolved';
  if (/ERR_CONNECTION_REFUSED/.test(message)) return 'The server refused the connection';
  if (/ERR_EMPTY_RESPONSE|ERR_CONNECTION_(RESET|CLOSED)/.test(message)) return 'The server closed the connection without an answer';
  if (/Target (page, context or browser )?(has been )?closed|Browser has been closed|browser has disconnected/i.test(message)) {
    return BROWSER_GONE;
  }
  if (isTimeout(error)) return `Timed out after ${Math.round(options.pageTimeout / 1000)} s: ${message}`;
  return message;
}
