import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DefinitionProblem, SurveyDefinition } from '@sightline/shared/research/survey';
import type { CrossTab, SurveyResults } from '@sightline/shared/research/survey-results';
import { apiRequest, HttpError } from '../../lib/api';

export type SurveyStatus = 'draft' | 'open' | 'closed';

export interface ResponseCounts {
  complete: number;
  partial: number;
}

export interface SurveyVersion {
  id: string;
  version: number;
  publishedAt: string;
  responses: ResponseCounts;
}

/** One survey of the owner's list (`GET /api/surveys`). */
export interface SurveySummary {
  id: string;
  title: string;
  status: SurveyStatus;
  responses: ResponseCounts;
  createdAt: string;
  updatedAt: string;
}

/** One survey as its owner sees it (`GET /api/surveys/:id`). */
export interface SurveyDetail {
  id: string;
  title: string;
  status: SurveyStatus;
  draft: SurveyDefinition;
  draftRevision: number;
  /** Whether the draft differs from the published version (true before the first publish): publishing would make a new version. */
  draftChanged: boolean;
  versions: SurveyVersion[];
  publishedVersion: number | null;
  responses: ResponseCounts;
  allowedOrigins: string[];
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Where respondents answer: /survey/{id}. */
  publicUrl: string;
}

interface SurveyResponse {
  success: true;
  survey: SurveyDetail;
}

export const surveyPath = (id: string) => `/api/surveys/${encodeURIComponent(id)}`;

/** The answer page's address, absolute, for copying and sharing. */
export const publicLink = (id: string, publicUrl = `/survey/${id}`) => new URL(publicUrl, window.location.origin).href;

export const surveysQuery = () =>
  queryOptions({
    queryKey: ['/api/surveys'],
    queryFn: ({ signal }) => apiRequest<{ success: true; surveys: SurveySummary[] }>('GET', '/api/surveys', { signal }),
    // New surveys, answers and publishing change it: fetched again whenever the list is shown.
    staleTime: 0,
  });

export const surveyQuery = (id: string) =>
  queryOptions({
    queryKey: [surveyPath(id)],
    queryFn: ({ signal }) => apiRequest<SurveyResponse>('GET', surveyPath(id), { signal }),
  });

/** Writes a survey the server returned into the cache, and marks the list as changed. */
export function storeSurvey(queryClient: QueryClient, survey: SurveyDetail): void {
  queryClient.setQueryData(surveyQuery(survey.id).queryKey, { success: true, survey });
  void queryClient.invalidateQueries({ queryKey: surveysQuery().queryKey });
}

/** A new draft survey: empty, or with a definition (an imported one). */
export const createSurvey = (title: string, definition?: SurveyDefinition) =>
  apiRequest<SurveyResponse>('POST', '/api/surveys', { body: definition ? { title, definition } : { title } }).then((r) => r.survey);

export const saveDraft = (id: string, definition: SurveyDefinition, baseRevision: number) =>
  apiRequest<SurveyResponse>('PUT', `${surveyPath(id)}/draft`, { body: { definition, baseRevision } }).then((r) => r.survey);

export type SurveyAction = 'publish' | 'close' | 'reopen' | 'duplicate';
export const surveyAction = (id: string, action: SurveyAction) => apiRequest<SurveyResponse>('POST', `${surveyPath(id)}/${action}`, { body: {} }).then((r) => r.survey);

/** The origins whose pages may show the survey with the widget (the server normalises and stores them). */
export const saveSurveySettings = (id: string, allowedOrigins: string[]) =>
  apiRequest<SurveyResponse>('PUT', `${surveyPath(id)}/settings`, { body: { allowedOrigins } }).then((r) => r.survey);

export const deleteSurvey = (id: string) => apiRequest<unknown>('DELETE', surveyPath(id));

/** The problems a 400 names (`problems: [{ path, message }]`), or none when the error carries none. */
export function errorProblems(error: unknown): DefinitionProblem[] {
  if (!(error instanceof HttpError) || error.status !== 400) return [];
  const body = error.body as { problems?: unknown } | null;
  return Array.isArray(body?.problems) ? (body.problems as DefinitionProblem[]).filter((p) => typeof p?.path === 'string' && typeof p?.message === 'string') : [];
}

export const isRevisionConflict = (error: unknown) => error instanceof HttpError && error.status === 409;

/** 409 NOTHING_TO_PUBLISH: the draft is the published version unchanged (published from elsewhere meanwhile). */
export const isNothingToPublish = (error: unknown) => error instanceof HttpError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'NOTHING_TO_PUBLISH';

/** The results page's filters, as they stand in its address and in the results request. */
export interface ResultsParams {
  version: number | null;
  from: string | null;
  to: string | null;
  /** `questionId:value`; the value an option id, a number, or true/false. */
  filter: string | null;
  includePartial: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a results address holds (anything malformed is left out). */
export function resultsParams(search: URLSearchParams): ResultsParams {
  const version = Number(search.get('version'));
  const date = (key: string) => (DATE.test(search.get(key) ?? '') ? search.get(key) : null);
  const filter = search.get('filter');
  return {
    version: Number.isInteger(version) && version > 0 ? version : null,
    from: date('from'),
    to: date('to'),
    filter: filter && /^[^:]+:.+$/.test(filter) ? filter : null,
    includePartial: search.get('includePartial') === 'true',
  };
}

/** The query string of a set of filters, in one fixed order (so equal filters share a cache entry). */
export function resultsSearch(params: ResultsParams): string {
  const search = new URLSearchParams();
  if (params.version !== null) search.set('version', String(params.version));
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.filter) search.set('filter', params.filter);
  if (params.includePartial) search.set('includePartial', 'true');
  return search.toString();
}

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

export const surveyResultsQuery = (id: string, params: ResultsParams) => {
  const path = withSearch(`${surveyPath(id)}/results`, resultsSearch(params));
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<{ success: true; results: SurveyResults }>('GET', path, { signal }).then((r) => r.results),
    // New answers come in while the survey is open: fetched again whenever the page shows them.
    staleTime: 0,
  });
};

export const crossTabQuery = (id: string, row: string, column: string, params: ResultsParams) => {
  const search = new URLSearchParams(resultsSearch(params));
  search.set('row', row);
  search.set('column', column);
  const path = `${surveyPath(id)}/crosstab?${search.toString()}`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<{ success: true; crosstab: CrossTab }>('GET', path, { signal }).then((r) => r.crosstab),
    staleTime: 0,
  });
};

export interface ResponseRow {
  id: string;
  status: 'partial' | 'complete';
  version: number;
  source: string;
  startedAt: string;
  completedAt: string | null;
  answers: Record<string, unknown>;
}

export const responsesQuery = (id: string, cursor: string | null, limit: number) => {
  const search = new URLSearchParams({ limit: String(limit) });
  if (cursor) search.set('cursor', cursor);
  const path = `${surveyPath(id)}/responses?${search.toString()}`;
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiRequest<{ success: true; responses: ResponseRow[]; nextCursor: string | null }>('GET', path, { signal }),
    staleTime: 0,
  });
};

/** Every response, a row each (the exports take no filters). */
export const exportUrl = (id: string, format: 'csv' | 'xlsx') => `${surveyPath(id)}/export.${format}`;

/** The results page printed by the server, under the same filters as the page. */
export const resultsPdfUrl = (id: string, params: ResultsParams) => withSearch(`${surveyPath(id)}/results.pdf`, resultsSearch(params));
