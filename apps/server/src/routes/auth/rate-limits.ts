import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE = 60 * 1000;

// These run as preHandlers, after the body has been validated, so the email is available to key on.
function bodyEmail(request: FastifyRequest): string {
  return String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
}

/** Sign-in: 10 attempts a minute for one address from one IP. */
export function signInLimit(app: FastifyInstance) {
  return app.rateLimits([{ name: 'signin', max: 10, timeWindowMs: MINUTE, key: (request) => `${request.ip}:${bodyEmail(request)}` }]);
}

/** Emailed links: 5 per 15 minutes for one address, and 5 per 15 minutes from one IP. */
export function emailLinkLimits(app: FastifyInstance, route: string) {
  return app.rateLimits([
    { name: `${route}:ip`, max: 5, timeWindowMs: 15 * MINUTE, key: (request) => request.ip },
    { name: `${route}:email`, max: 5, timeWindowMs: 15 * MINUTE, key: bodyEmail },
  ]);
}
