import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';

/** What `GET /api/config` tells the browser: which analytics to load, and how many pages an analysis may cover. */
export interface PublicConfig {
  gaMeasurementId: string | null;
  sessionRecordingSrc: string | null;
  maxPages: { anonymous: number; signedIn: number };
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['/api/config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('GET', '/api/config', { signal }),
  });
