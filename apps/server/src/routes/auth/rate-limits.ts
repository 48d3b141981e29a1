import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE = 60 * 1000;

// These run as preHandlers, after the body has been validated, so the email is available to key on.
function bodyEmail(request: FastifyRequest): string {
  return String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
}

/**
 * Sign-in: 10 attempts a minute for one address from one IP, and 30 per 15 minutes from one IP
 * whatever the addresses, so one IP cannot try a password across many accounts.
 */
export function signInLimits(app: FastifyInstance) {
  return app.rateLimits([
    { name: 'signin:ip', max: 30, timeWindowMs: 15 * MINUTE, key: (request) => request.ip },
    { name: 'signin', max: 10, timeWindowMs: MINUTE, key: (request) => `${request.ip}:${bodyEmail(request)}` },
  ]);
}

/**
 * Sign-up: SIGNUPS_PER_IP_PER_HOUR from one IP (10 by default; each costs a password hash and an
 * email), and 5 per 15 minutes for one address, so nobody can flood someone's inbox with our mail.
 */
export function signUpLimits(app: FastifyInstance) {
  return app.rateLimits([
    { name: 'signup:ip', max: app.config.signUpsPerIpPerHour, timeWindowMs: 60 * MINUTE, key: (request) => request.ip },
    { name: 'signup:email', max: 5, timeWindowMs: 15 * MINUTE, key: bodyEmail },
  ]);
}

/** Emailed links: 5 per 15 minutes for one address, and 5 per 15 minutes from one IP. */
export function emailLinkLimits(app: FastifyInstance, route: string) {
  return app.rateLimits([
    { name: `${route}:ip`, max: 5, timeWindowMs: 15 * MINUTE, key: (request) => request.ip },
    { name: `${route}:email`, max: 5, timeWindowMs: 15 * MINUTE, key: bodyEmail },
  ]);
}
