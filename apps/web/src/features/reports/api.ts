import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { readStorage } from '../../lib/storage';
import type { AnalysisListResponse, AnalysisResponse, ReportResponse, ShareLinkResponse } from './types';

// The owner cookie identifies this browser; a signed-in account is sent as well so analyses
// started while signed in can be opened from any of the account's browsers.
function authHeaders(): Record<string, string> {
  const token = readStorage('auth_token');
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const withToken = (path: string, token: string | undefined) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);

export const analysisPath = (id: string, token?: string) => withToken(`/api/analyses/${id}`, token);
export const eventsPath = (id: string, token?: string) => withToken(`/api/analyses/${id}/events`, token);
export const screenshotUrl = (id: string, path: string, token?: string) => withToken(`/api/analyses/${id}/screenshots/${path.split('/').map(encodeURIComponent).join('/')}`, token);
export const reportJsonUrl = (id: string, token?: string) => withToken(`/api/analyses/${id}/report.json`, token);

export const analysisQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: [analysisPath(id, token)],
    queryFn: ({ signal }) => apiRequest<AnalysisResponse>('GET', analysisPath(id, token), { signal, headers: authHeaders() }),
  });

export const reportQuery = (id: string, token?: string) =>
  queryOptions({
    queryKey: [withToken(`/api/analyses/${id}/report`, token)],
    queryFn: ({ signal }) => apiRequest<ReportResponse>('GET', withToken(`/api/analyses/${id}/report`, token), { signal, headers: authHeaders() }),
  });

export const myAnalysesQuery = () =>
  queryOptions({
    queryKey: ['/api/analyses'],
    queryFn: ({ signal }) => apiRequest<AnalysisListResponse>('GET', '/api/analyses', { signal, headers: authHeaders() }),
  });

export function requestNotification(id: string, email: string) {
  return apiRequest<{ success: true; message: string }>('POST', `/api/analyses/${id}/notify`, { body: { email }, headers: authHeaders() });
}

export function createShareLink(id: string, expiresInDays: number | null) {
  return apiRequest<ShareLinkResponse>('POST', `/api/analyses/${id}/share-links`, { body: { expiresInDays }, headers: authHeaders() });
}
