import { queryOptions } from '@tanstack/react-query';
import type { BiasReport } from '@sightline/shared/research/bias';
import type { Question } from '@sightline/shared/research/survey';
import { apiRequest } from '../../lib/api';

/** A saved bias report (`GET /api/bias/reports/:id`). */
export interface BiasReportDetail {
  id: string;
  kind: 'questions';
  title: string;
  source: 'text' | 'survey';
  surveyId: string | null;
  questions: Array<string | Question>;
  result: BiasReport;
  createdAt: string;
}

/** One report of the owner's list (`GET /api/bias/reports`). */
export interface BiasReportSummary {
  id: string;
  kind: 'questions';
  title: string;
  source: 'text' | 'survey';
  questions: number;
  findings: number;
  createdAt: string;
}

export const biasReportPath = (id: string) => `/api/bias/reports/${encodeURIComponent(id)}`;

export const biasReportsQuery = () =>
  queryOptions({
    queryKey: ['/api/bias/reports'],
    queryFn: ({ signal }) => apiRequest<{ reports: BiasReportSummary[] }>('GET', '/api/bias/reports', { signal }).then((body) => body.reports),
    // A new check adds to it: fetched again whenever the list is shown.
    staleTime: 0,
  });

export const biasReportQuery = (id: string) =>
  queryOptions({
    queryKey: [biasReportPath(id)],
    queryFn: ({ signal }) => apiRequest<{ report: BiasReportDetail }>('GET', biasReportPath(id), { signal }).then((body) => body.report),
  });

/** Checks pasted questions or one of the owner's surveys, and saves the report. */
export async function checkQuestions(body: { questions: string[] } | { surveyId: string }): Promise<BiasReportDetail> {
  return (await apiRequest<{ report: BiasReportDetail }>('POST', '/api/bias/questions', { body })).report;
}
