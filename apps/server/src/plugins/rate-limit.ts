import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export interface LimitRule {
  /** Keeps the counters of different rules apart. */
  name: string;
  max: number;
  timeWindowMs: number;
  key(request: FastifyRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing every rule (e.g. per email and per IP); the first one exceeded answers 429. */
    rateLimits(rules: LimitRule[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

// @fastify/rate-limit applies at most one of its own hooks per request, so routes that need
// several limits at once use its counters (createRateLimit) through this one preHandler.
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, { global: false });
  app.decorate('rateLimits', (rules: LimitRule[]) => {
    const limiters = rules.map((rule) =>
      app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindowMs, keyGenerator: (request) => `${rule.name}:${rule.key(request)}` }),
    );
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new HttpError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${waitText(result.ttl)}.`);
        }
      }
    };
  });
});
