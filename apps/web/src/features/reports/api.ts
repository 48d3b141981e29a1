import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { fetchApiFile } from '../../lib/download';
import type { AnalysisListResponse, AnalysisResponse, Branding, ReportResponse, ReportView, RerunResponse, ShareLinkResponse } from './types';

const withToken = (path: string, token: string | undefined) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);

export const analysisPath = (id: string, token?: string) => withToken(`/api/analyses/${id}`, token);
export const eventsPath = (id: string, token?: string) => withToken(`/api/analyses/${id}/events`, token);
// Screenshots are <img> requests, which cannot carry the Bearer token: the report response's
// short-lived asset token opens them for whoever may read the report (owner, account or share link).
export const screenshotUrl = (id: string, path: string, assetToken: string) =>
  `/api/analyses/${id}/screenshots/${path.split('/').map(encodeURIComponent).join('/')}?asset=${encodeURIComponent(assetToken)}`;

/** A report endpoint for one view: `view` first, then the share token when there is one. */
function reportPath(id: string, suffix: '' | '.json' | '.csv' | '.pdf', view: ReportView, token: string | undefined): string {
  const params = new URLSearchParams({ view });
  if (token) params.set('token', token);
  return `/api/analyses/${id}/report${suffix}?${params.toString()}`;
}

export type ReportFileFormat = 'json' | 'csv' | 'pdf';
export const reportFileUrl = (id: string, format: ReportFileFormat, view: ReportView, token?: string) => reportPath(id, `.${format}`, view, token);

/** A report file with the server's file name; failures throw HttpError with the spec's error catalogue text. */
export function fetchReportFile(id: string, format: ReportFileFormat, view: ReportView, token?: string): Promise<{ blob: Blob; filename: string }> {
  return fetchApiFile(reportFileUrl(id, format, view, token), `sightline-${id}-${view}.${format}`);
}

export const analysisQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: [analysisPath(id, token)],
    queryFn: ({ signal }) => apiRequest<AnalysisResponse>('GET', analysisPath(id, token), { signal }),
  });

export const reportQuery = (id: string, token?: string, view: ReportView = 'standard') =>
  queryOptions({
    queryKey: [reportPath(id, '', view, token)],
    queryFn: ({ signal }) => apiRequest<ReportResponse>('GET', reportPath(id, '', view, token), { signal }),
  });

export const myAnalysesQuery = () =>
  queryOptions({
    queryKey: ['/api/analyses'],
    queryFn: ({ signal }) => apiRequest<AnalysisListResponse>('GET', '/api/analyses', { signal }),
    // Signing in adds the account's reports from other devices, and every analysis adds one:
    // fetched again whenever the list is shown.
    staleTime: 0,
  });

/** How many of each kind of work (site checks are bias reports, not analyses). */
export interface BrowserWorkCounts {
  analyses: number;
  surveys: number;
  ideas: number;
  biasReports: number;
  sessions: number;
}

/**
 * What this browser made without an account that is not in the signed-in account, in all and by kind.
 * A sign-in link can be opened in any browser, so signing in by link does not add them: the list
 * offers it, naming the account. Per account, and fetched again whenever the list is shown.
 */
export const browserAnalysesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/account/browser-analyses', userId],
    queryFn: ({ signal }) => apiRequest<{ success: true; count: number; work: BrowserWorkCounts }>('GET', '/api/account/browser-analyses', { signal }),
    staleTime: 0,
  });

/** Adds this browser's work to the signed-in account; answers how much was added, in all and by kind. */
export function claimBrowserAnalyses() {
  return apiRequest<{ success: true; added: number; work: BrowserWorkCounts }>('POST', '/api/account/claim-browser-analyses', { body: {} });
}

/** This viewer's analyses of one domain, newest first: the domain's history. */
export const domainHistoryQuery = (domain: string) => {
  const path = `/api/analyses?${new URLSearchParams({ domain }).toString()}`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<AnalysisListResponse>('GET', path, { signal }),
    // Unlike a finished report, the history changes while the visitor moves between its reports
    // (a re-run goes from queued to completed): fetched again whenever a report shows it.
    staleTime: 0,
  });
};

/** The same analysis again; with `maxPages`, a crawl of that many pages of the site from the same start page. */
export function rerunAnalysis(id: string, maxPages?: number) {
  return apiRequest<RerunResponse>('POST', `/api/analyses/${id}/rerun`, maxPages === undefined ? {} : { body: { maxPages } });
}

export function requestNotification(id: string, email: string) {
  return apiRequest<{ success: true; message: string }>('POST', `/api/analyses/${id}/notify`, { body: { email } });
}

/** The views a share link can open (besides the standard one, which every link opens). */
export type ShareLinkView = Extract<ReportView, 'standard' | 'comprehensive' | 'comprehensive-whitelabel'>;

export function createShareLink(id: string, expiresInDays: number | null, view: ShareLinkView = 'standard') {
  return apiRequest<ShareLinkResponse>('POST', `/api/analyses/${id}/share-links`, { body: { expiresInDays, view } });
}

/** The signed-in account's agency branding, shown on its white-label reports. */
export const brandingQuery = () =>
  queryOptions({
    queryKey: ['/api/account/branding'],
    queryFn: ({ signal }) => apiRequest<{ success: true; branding: Branding }>('GET', '/api/account/branding', { signal }),
  });

export function saveBranding(branding: Branding) {
  return apiRequest<{ success: true; branding: Branding }>('PUT', '/api/account/branding', { body: branding });
}
