import { startAddress } from '@sightline/shared';
import { queryOptions } from '@tanstack/react-query';
import type { BiasReport } from '@sightline/shared/research/bias';
import type { Question } from '@sightline/shared/research/survey';
import { apiRequest } from '../../lib/api';
import { fetchApiFile } from '../../lib/download';
import { DECEPTIVE_DESIGN_TYPES } from '../analysis/analysis-types';
import type { AnalysisStatus, AnalysisSummary, Report } from '../reports/types';

/** A saved questions report (`GET /api/bias/reports/:id`, kind "questions"). */
export interface QuestionsReportDetail {
  id: string;
  kind: 'questions';
  title: string;
  source: 'text' | 'survey';
  surveyId: string | null;
  questions: Array<string | Question>;
  result: BiasReport;
  createdAt: string;
}

/** A site check: its DECEPTIVE_DESIGN analysis, and once completed that analysis's deceptive-design findings. */
export interface SiteReportDetail {
  id: string;
  kind: 'site';
  title: string;
  createdAt: string;
  analysis: AnalysisSummary;
  report: Report | null;
  assetToken: string | null;
}

export type BiasReportDetail = QuestionsReportDetail | SiteReportDetail;

/** One report of the owner's list (`GET /api/bias/reports`). */
export type BiasReportSummary =
  | { id: string; kind: 'questions'; title: string; source: 'text' | 'survey'; questions: number; findings: number; createdAt: string }
  | { id: string; kind: 'site'; title: string; syntheticId: string; startUrl: string; status: AnalysisStatus; score: number | null; createdAt: string; finishedAt: string | null };

export interface BiasShareLink {
  id: string;
  viewCount: number;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

const withToken = (path: string, token: string | undefined) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);
export const biasReportPath = (id: string, token?: string) => withToken(`/api/bias/reports/${encodeURIComponent(id)}`, token);

export const biasReportsQuery = () =>
  queryOptions({
    queryKey: ['/api/bias/reports'],
    queryFn: ({ signal }) => apiRequest<{ reports: BiasReportSummary[] }>('GET', '/api/bias/reports', { signal }).then((body) => body.reports),
    // A new check adds to it: fetched again whenever the list is shown.
    staleTime: 0,
  });

/** A report, as its owner (no token) or through a share link's token. */
export const biasReportQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: [biasReportPath(id, token)],
    queryFn: ({ signal }) => apiRequest<{ report: BiasReportDetail; owner: boolean }>('GET', biasReportPath(id, token), { signal }),
  });

/** Checks pasted questions or one of the owner's surveys, and saves the report. */
export async function checkQuestions(body: { questions: string[] } | { surveyId: string }): Promise<QuestionsReportDetail> {
  return (await apiRequest<{ report: QuestionsReportDetail }>('POST', '/api/bias/questions', { body })).report;
}

export interface StartedSiteCheck {
  id: string;
  syntheticId: string;
  domain: string;
}

/** Where a started site check is followed: the waitlist, which opens the site report when it is done. */
export function siteCheckWaitlistPath({ id, syntheticId, domain }: StartedSiteCheck): string {
  return `/waitlist?${new URLSearchParams({ domain, syntheticId, analysisStarted: 'true', biasReport: id }).toString()}`;
}

/** Queues a DECEPTIVE_DESIGN analysis of the typed page (the domain, with its path when one was typed). */
export function startSiteCheck(address: string): Promise<StartedSiteCheck> {
  return apiRequest<StartedSiteCheck>('POST', '/api/bias/sites', { body: { address } });
}

/** The same site check again (same page, settings and analysis types), as a new report. */
export function rerunSiteCheck(id: string): Promise<StartedSiteCheck> {
  return apiRequest<StartedSiteCheck>('POST', `/api/bias/reports/${encodeURIComponent(id)}/rerun`, { body: {} });
}

export type BiasFileFormat = 'json' | 'pdf';
export function fetchBiasReportFile(id: string, format: BiasFileFormat, token?: string) {
  return fetchApiFile(withToken(`/api/bias/reports/${encodeURIComponent(id)}/report.${format}`, token), `sightline-bias-${id}.${format}`);
}

export const shareLinksQuery = (id: string) =>
  queryOptions({
    queryKey: [`/api/bias/reports/${id}/share-links`],
    queryFn: ({ signal }) => apiRequest<{ links: BiasShareLink[] }>('GET', `/api/bias/reports/${encodeURIComponent(id)}/share-links`, { signal }).then((body) => body.links),
  });

export function createBiasShareLink(id: string, expiresInDays: number) {
  return apiRequest<{ link: BiasShareLink; url: string }>('POST', `/api/bias/reports/${encodeURIComponent(id)}/share-links`, { body: { expiresInDays } });
}

export function revokeBiasShareLink(id: string, linkId: string) {
  return apiRequest<{ success: true }>('DELETE', `/api/bias/reports/${encodeURIComponent(id)}/share-links/${encodeURIComponent(linkId)}`);
}

/**
 * The deceptive-design form's submit: the site check of what was typed (the domain, and the page when
 * a path was typed), the submission recorded like the home page's (its failure ignored), then the
 * waitlist, which opens the site report when the check is done.
 */
export async function startSiteCheckFromForm(typed: string): Promise<string> {
  const started = await startSiteCheck(startAddress(typed));
  await apiRequest('POST', '/api/user-data/domain-submission', {
    // The spec's body says "exit-intent" whichever form was used.
    body: { domain: started.domain, submissionType: 'exit-intent', source: 'bias-detection', analysisTypes: [...DECEPTIVE_DESIGN_TYPES], syntheticId: started.syntheticId },
  }).catch(() => undefined);
  return siteCheckWaitlistPath(started);
}
