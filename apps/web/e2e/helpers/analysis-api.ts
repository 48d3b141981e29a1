// Starting a real analysis of the fixture site through the API (the home page's path is covered by
// report-flow.spec.ts), for specs that need a finished report rather than the way to it.
import { expect, type APIRequestContext } from '@playwright/test';
import { analysisFixtureHost } from '../analysis-fixture.mjs';

/** Where global-setup.ts leaves the run's shared analysis for the workers: JSON of SharedAnalysis. */
export const SHARED_ANALYSIS_ENV = 'E2E_SHARED_ANALYSIS';

export interface SharedAnalysis {
  /** The bearer token of the account that owns it, made for it alone. */
  token: string;
  syntheticId: string;
}

/** What an analysis of the fixture site looks at: every type with screenshots, unless a spec asks for less. */
export interface FixtureAnalysisScope {
  analysisTypes: readonly string[];
  saveScreenshots: boolean;
}

const EVERY_TYPE: FixtureAnalysisScope = { analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true };

/**
 * Posts the spec's crawl body for the fixture site (with the account's token, so the analysis
 * belongs to the account as well as to the context's owner cookie); the new analysis's id.
 */
export async function startFixtureAnalysis(request: APIRequestContext, token: string, scope: FixtureAnalysisScope = EVERY_TYPE): Promise<string> {
  const crawl = await request.post('/api/proxy/v1/crawl', {
    headers: { Authorization: `Bearer ${token}` },
    data: { startUrls: [analysisFixtureHost], maxPages: 1, maxDepth: 2, ...scope },
  });
  expect(crawl.ok(), await crawl.text()).toBe(true);
  return ((await crawl.json()) as { syntheticId: string }).syntheticId;
}

/** Waits until the analysis has completed (and fails on any other end). */
export async function waitForAnalysis(request: APIRequestContext, token: string, syntheticId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/analyses/${syntheticId}`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await response.json()) as { analysis: { status: string } }).analysis.status;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('completed');
}

/** Starts an analysis of the fixture site for the account and waits until it completed. */
export async function analyseFixtureThroughApi(request: APIRequestContext, token: string, scope?: FixtureAnalysisScope): Promise<string> {
  const syntheticId = await startFixtureAnalysis(request, token, scope);
  await waitForAnalysis(request, token, syntheticId);
  return syntheticId;
}

/**
 * The run's shared analysis (all five types, one page, started by global-setup.ts before the first
 * spec) once it has completed: for specs that read a finished report and leave the analysis as it
 * was, so that one analysis serves them all instead of one each.
 */
export async function sharedAnalysis(request: APIRequestContext): Promise<SharedAnalysis> {
  const raw = process.env[SHARED_ANALYSIS_ENV];
  if (!raw) throw new Error(`${SHARED_ANALYSIS_ENV} is not set: playwright.config.ts's globalSetup starts the shared analysis`);
  const shared = JSON.parse(raw) as SharedAnalysis;
  await waitForAnalysis(request, shared.token, shared.syntheticId);
  return shared;
}
