import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';

/** What `GET /api/config` tells the browser: which analytics to load, how many pages an analysis may cover, and whether billing is on. */
export interface PublicConfig {
  gaMeasurementId: string | null;
  sessionRecordingSrc: string | null;
  maxPages: { anonymous: number; signedIn: number };
  /** Whether a payment provider is configured; without one (the self-hosted default) every view is open. */
  billing: { enabled: boolean };
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['/api/config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('GET', '/api/config', { signal }),
  });
