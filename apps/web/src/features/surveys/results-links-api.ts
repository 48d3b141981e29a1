import { queryOptions } from '@tanstack/react-query';
import type { SurveyResults } from '@sightline/shared/research/survey-results';
import { apiRequest } from '../../lib/api';
import { surveyPath } from './api';

/** A read-only link to a survey's results, as its owner sees it (the token is shown only when it is made). */
export interface ResultsLink {
  id: string;
  redactedQuestionIds: string[];
  allowDownload: boolean;
  viewCount: number;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

const linksPath = (surveyId: string) => `${surveyPath(surveyId)}/results-links`;

export const resultsLinksQuery = (surveyId: string) =>
  queryOptions({
    queryKey: [linksPath(surveyId)],
    queryFn: ({ signal }) => apiRequest<{ success: true; links: ResultsLink[] }>('GET', linksPath(surveyId), { signal }).then((r) => r.links),
    // Views are counted as people open the links: fetched again whenever the panel shows them.
    staleTime: 0,
  });

export const createResultsLink = (surveyId: string, body: { redactedQuestionIds: string[]; allowDownload: boolean; expiresInDays?: number }) =>
  apiRequest<{ success: true; link: ResultsLink; url: string; token: string }>('POST', linksPath(surveyId), { body });

export const revokeResultsLink = (surveyId: string, linkId: string) => apiRequest<unknown>('DELETE', `${linksPath(surveyId)}/${encodeURIComponent(linkId)}`);

const publicPath = (token: string) => `/api/public/survey-results/${encodeURIComponent(token)}`;

/**
 * What a results link opens: the results without the redacted questions, and whether the CSV is
 * offered. Kept as read (the client's default): every read counts a view, so a page whose code
 * arrives after its loader's read must not read again; a reload reads anew.
 */
export const publicResultsQuery = (token: string) =>
  queryOptions({
    queryKey: [publicPath(token)],
    queryFn: ({ signal }) => apiRequest<{ success: true; results: SurveyResults; allowDownload: boolean }>('GET', publicPath(token), { signal }),
  });

/** The responses as CSV through the link (only when it allows the download). */
export const publicExportUrl = (token: string) => `${publicPath(token)}/export.csv`;
