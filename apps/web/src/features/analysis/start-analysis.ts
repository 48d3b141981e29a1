// Submitting a domain (spec §7/§9), shared by the home hero and the exit-intent modal.
import { apiRequest } from '../../lib/api';
import { authHeaders } from '../reports/api';
import { ANALYSIS_TYPES } from './analysis-types';

export const CRAWL_MAX_PAGES = 1;
export const CRAWL_MAX_DEPTH = 2;

/** Which form a domain was typed into; recorded beside the spec's fixed submission type. */
export type SubmissionSource = 'homepage' | 'exit-intent-modal';

export function crawlRequestBody(domain: string) {
  return {
    startUrls: [domain],
    maxPages: CRAWL_MAX_PAGES,
    maxDepth: CRAWL_MAX_DEPTH,
    analysisTypes: [...ANALYSIS_TYPES],
    saveScreenshots: true,
  };
}

export function waitlistPath(domain: string, syntheticId: string | null): string {
  const params = new URLSearchParams({ domain, syntheticId: syntheticId ?? '', analysisStarted: String(syntheticId !== null) });
  return `/waitlist?${params.toString()}`;
}

interface CrawlResponse {
  status?: string;
  syntheticId?: string;
}

/**
 * Start the crawl, record the submission (its failure is ignored), and return where to go next.
 * Signed in, both requests carry the account's token so the analysis belongs to the account too,
 * not only to this browser's owner cookie.
 */
export async function startAnalysis(domain: string, source: SubmissionSource): Promise<string> {
  const response = await fetch('/api/proxy/v1/crawl', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
    body: JSON.stringify(crawlRequestBody(domain)),
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Analysis failed: ${response.status}`);
  let crawl: CrawlResponse = {};
  try {
    crawl = (await response.json()) as CrawlResponse;
  } catch {
    // An OK answer without a readable body still started nothing we can track.
  }
  const syntheticId = typeof crawl.syntheticId === 'string' && crawl.syntheticId !== '' ? crawl.syntheticId : null;
  await apiRequest('POST', '/api/user-data/domain-submission', {
    // The spec's body says "exit-intent" whichever form was used.
    body: { domain, submissionType: 'exit-intent', source, analysisTypes: [...ANALYSIS_TYPES], syntheticId },
    headers: authHeaders(),
  }).catch(() => undefined);
  return waitlistPath(domain, syntheticId);
}
