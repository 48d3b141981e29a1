// Submitting a domain (the spec's calls and business constants), shared by the home hero and the exit-intent modal.
import { normalizeDomain, startAddress } from '@sightline/shared';
import { apiRequest, HttpError } from '../../lib/api';
import { waitlistPath } from '../waitlist/waitlist-params';
import { ANALYSIS_TYPES, type CrawlAnalysisTypes } from './analysis-types';

export const CRAWL_MAX_PAGES = 1;
export const CRAWL_MAX_DEPTH = 2;

/** Which form a domain was typed into; recorded beside the spec's fixed submission type. */
export type SubmissionSource = 'homepage' | 'exit-intent-modal' | 'bias-detection';

/**
 * `address` is the domain, with the path of the page to start on when one was typed ("example.com/docs");
 * `analysisTypes` the home page's five unless a form asks for others.
 */
export function crawlRequestBody(address: string, analysisTypes: CrawlAnalysisTypes = ANALYSIS_TYPES) {
  return {
    startUrls: [address],
    maxPages: CRAWL_MAX_PAGES,
    maxDepth: CRAWL_MAX_DEPTH,
    analysisTypes: [...analysisTypes],
    saveScreenshots: true,
  };
}

interface CrawlResponse {
  status?: string;
  syntheticId?: string;
}

/**
 * Start the crawl on what was typed (the domain, and the page when a path was typed), record the
 * submission (its failure is ignored), and return where to go next. Signed in, both requests carry
 * the account's token so the analysis belongs to the account too, not only to this browser's owner cookie.
 */
export async function startAnalysis(typed: string, source: SubmissionSource, analysisTypes: CrawlAnalysisTypes = ANALYSIS_TYPES): Promise<string> {
  const domain = normalizeDomain(typed);
  let answer: unknown;
  try {
    answer = await apiRequest<unknown>('POST', '/api/proxy/v1/crawl', { body: crawlRequestBody(startAddress(typed), analysisTypes) });
  } catch (error) {
    // The spec's error catalogue words a refused crawl by its status alone.
    if (error instanceof HttpError) throw new Error(`Analysis failed: ${error.status}`);
    throw error;
  }
  // An OK answer without a JSON body still started nothing we can track.
  const crawl: CrawlResponse = typeof answer === 'object' && answer !== null ? answer : {};
  const syntheticId = typeof crawl.syntheticId === 'string' && crawl.syntheticId !== '' ? crawl.syntheticId : null;
  await apiRequest('POST', '/api/user-data/domain-submission', {
    // The spec's body says "exit-intent" whichever form was used.
    body: { domain, submissionType: 'exit-intent', source, analysisTypes: [...analysisTypes], syntheticId },
  }).catch(() => undefined);
  return waitlistPath(domain, syntheticId);
}
