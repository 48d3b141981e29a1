import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordApiKeyUse, type ApiKeyScope } from '@sightline/db';
import { hashToken } from '../auth/tokens';
import { HttpError } from '../errors';
import { waitText } from '../plugins/rate-limit';
import { API_KEY_PREFIX } from './keys';

/** The key a /api/v1 request came with, once it is checked. */
export interface ApiKeyIdentity {
  id: string;
  userId: string;
  scope: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 routes; `identifyViewer` then answers for the key's account. */
    apiKey?: ApiKeyIdentity;
  }
}

export interface ApiKeyLimit {
  max: number;
  timeWindowMs: number;
}

const MISSING = `Send your API key as Authorization: Bearer ${API_KEY_PREFIX}… (create one under API keys when signed in).`;
const INVALID = 'This API key is not valid: it was revoked, or it was never issued. Create a new one under API keys.';

/**
 * preHandlers for /api/v1: `read` lets any active key through, `write` only a write key (403 with
 * the reason otherwise). Every key has its own request budget, told in the RateLimit-Limit,
 * RateLimit-Remaining and RateLimit-Reset headers (seconds until the window starts again) on
 * every answer, 429 with Retry-After once it is spent.
 */
export function createApiKeyGuards(app: FastifyInstance, limit: ApiKeyLimit) {
  const limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (request) => `api-key:${request.apiKey?.id ?? request.ip}` });

  async function authenticate(request: FastifyRequest, reply: FastifyReply, needs: ApiKeyScope): Promise<void> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw new HttpError(401, 'UNAUTHORIZED', MISSING);
    const token = match[1]!;
    const key = token.startsWith(API_KEY_PREFIX) ? await recordApiKeyUse(app.db, hashToken(token)) : null;
    if (!key) throw new HttpError(401, 'INVALID_API_KEY', INVALID);
    request.apiKey = { id: key.id, userId: key.userId, scope: key.scope };

    const result = await limiter(request);
    // isAllowed is @fastify/rate-limit's allow list, which this limiter has none of: every key is counted.
    if (!result.isAllowed) {
      reply.header('ratelimit-limit', String(result.max));
      reply.header('ratelimit-remaining', String(result.remaining));
      reply.header('ratelimit-reset', String(result.ttlInSeconds));
      if (result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, 'RATE_LIMITED', `This API key has made ${result.max} requests in the current window, its limit. Please try again in ${waitText(result.ttl)}.`);
      }
    }
    if (needs === 'write' && key.scope !== 'write') {
      throw new HttpError(403, 'INSUFFICIENT_SCOPE', 'This API key is read-only: it can read analyses, reports and surveys but not start or create anything. Use a key with the write scope.');
    }
  }

  return {
    read: (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, 'read'),
    write: (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, 'write'),
  };
}
