import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Marks the browser that asked for a password reset link, so the reset claims that browser's
 * analyses only when it is finished in the same browser. A link opened anywhere else (someone
 * else's reset link sent to you, say) signs in without moving anything. The cookie is an HMAC of
 * the address under the server secret: it names no account and cannot be made without the secret.
 */
const RESET_COOKIE = 'sightline_reset';
const ONE_HOUR_SECONDS = 60 * 60;

const mark = (secret: string, email: string) => createHmac('sha256', secret).update(`password-reset-requested-by:${email.toLowerCase()}`).digest('base64url');

export function markResetRequester(reply: FastifyReply, secret: string, email: string, secureCookie: boolean): void {
  const attributes = [`${RESET_COOKIE}=${mark(secret, email)}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict', `Max-Age=${ONE_HOUR_SECONDS}`];
  if (secureCookie) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

/** Whether this browser asked for a reset link of `email`. */
export function requestedResetHere(request: FastifyRequest, secret: string, email: string): boolean {
  const expected = Buffer.from(mark(secret, email));
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== RESET_COOKIE) continue;
    const value = Buffer.from(rest.join('='));
    return value.length === expected.length && timingSafeEqual(value, expected);
  }
  return false;
}
