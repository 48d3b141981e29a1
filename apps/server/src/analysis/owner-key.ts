import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateToken, hashToken } from '../auth/tokens';

/**
 * The submitting browser's capability over its analyses: a random key in an HttpOnly cookie
 * (scripts cannot read it, so it is not localStorage's report_access, which only lists ids).
 * The database keeps its SHA-256.
 */
export const OWNER_COOKIE = 'sightline_owner';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readOwnerKey(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === OWNER_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function ownerKeyHash(request: FastifyRequest): string | null {
  const key = readOwnerKey(request);
  return key === null ? null : hashToken(key);
}

/** The hash of this browser's key, issuing a key first when the browser has none. */
export function ensureOwnerKey(request: FastifyRequest, reply: FastifyReply, secureCookie: boolean): string {
  const existing = readOwnerKey(request);
  if (existing !== null) return hashToken(existing);
  const key = generateToken();
  const attributes = [`${OWNER_COOKIE}=${key}`, 'Path=/api', 'HttpOnly', 'SameSite=Lax', `Max-Age=${ONE_YEAR_SECONDS}`];
  if (secureCookie) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
  return hashToken(key);
}
