import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export type ApiKeyScope = 'read' | 'write';

export interface ApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface WebhookEvent {
  id: string;
  type: 'analysis.completed' | 'survey.response_received';
  createdAt: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface WebhookState {
  endpoint: { url: string; createdAt: string; updatedAt: string } | null;
  events: WebhookEvent[];
}

// Both are fetched again whenever the dialog shows them: a key's last use and a delivery's outcome
// change on the server without this app doing anything.
export const apiKeysQuery = () =>
  queryOptions({
    refetchOnMount: 'always',
    queryKey: ['/api/account/api-keys'],
    queryFn: ({ signal }) => apiRequest<{ success: true; keys: ApiKey[] }>('GET', '/api/account/api-keys', { signal }),
  });

export const webhookQuery = () =>
  queryOptions({
    refetchOnMount: 'always',
    queryKey: ['/api/account/webhook'],
    queryFn: ({ signal }) => apiRequest<{ success: true } & WebhookState>('GET', '/api/account/webhook', { signal }),
  });

export function createApiKey(input: { name: string; scope: ApiKeyScope }) {
  return apiRequest<{ success: true; key: string; apiKey: ApiKey }>('POST', '/api/account/api-keys', { body: input });
}

export function revokeApiKey(id: string) {
  return apiRequest<{ success: true; apiKey: ApiKey }>('DELETE', `/api/account/api-keys/${encodeURIComponent(id)}`);
}

export function saveWebhook(input: { url: string; rotateSecret?: boolean }) {
  return apiRequest<{ success: true; secret: string | null }>('PUT', '/api/account/webhook', { body: input });
}

export function removeWebhook() {
  return apiRequest<{ success: true }>('DELETE', '/api/account/webhook');
}
