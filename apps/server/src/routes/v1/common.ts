import type { createApiKeyGuards } from '../../api-keys/authenticate';
import { errorResponses } from '../../schemas/common';

export type ApiKeyGuards = ReturnType<typeof createApiKeyGuards>;
export interface V1Options {
  guards: ApiKeyGuards;
}

export const security = [{ apiKey: [] }];

/** Every /api/v1 operation may answer: no or a bad key (401), its budget spent (429). */
export function v1Errors(...statusCodes: number[]) {
  return errorResponses(401, 429, ...statusCodes);
}

export const RATE_LIMIT_NOTE = 'Rate limited per API key: every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); over the limit, 429 with Retry-After.';
