import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

function isOwnOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === host;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and garbage are nobody's origin.
  }
}

/**
 * For bodyless state-changing routes that the owner cookie authorises. A cross-site page can
 * only send such a request as a form or a "simple" fetch, which cannot carry a JSON content type
 * without a CORS preflight we never grant, and whose Origin names the other site. So a JSON
 * content type or our own Origin (browsers send it with every POST) proves the request is ours:
 * the same rule that body validation gives the JSON-only endpoints.
 */
export function requireJsonOrSameOrigin(publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (isJson(request.headers['content-type'])) return;
    const { origin } = request.headers;
    if (origin !== undefined && isOwnOrigin(origin, publicUrl, request.headers.host)) return;
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send this request with Content-Type: application/json');
  };
}

/**
 * preValidation of a POST that needs no body: refused cross-site like requireJsonOrSameOrigin (before
 * the body is validated, so a cross-site form is refused as such, 415), and a request with no body
 * read as `{}`, so the body schema sees an object.
 */
export function bodylessPost(publicUrl: string) {
  return [
    requireJsonOrSameOrigin(publicUrl),
    async (request: FastifyRequest) => {
      request.body ??= {};
    },
  ];
}
