import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from '../errors';

export const BODY_LIMIT_BYTES = 16 * 1024;

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { requiredProperties?: string[]; missingProperty?: string };
}

/** "email must be a string"-style text naming the field, from a TypeBox validation error. */
export function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  const where = context ?? 'body';
  if (!issue) return `Invalid request ${where}`;
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = issue.params?.requiredProperties?.[0] ?? issue.params?.missingProperty;
  if (issue.keyword === 'required' && missing !== undefined) {
    return `Missing required field "${field ? `${field}.` : ''}${missing}"`;
  }
  if (field === '') return issue.keyword === 'type' ? `The request ${where} must be a JSON object` : `Invalid request ${where}: ${issue.message ?? 'not accepted'}`;
  return `Invalid field "${field}": ${issue.message ?? 'not accepted'}`;
}

function classify(error: FastifyError, bodyLimit: number): { statusCode: number; code: string; message: string; details?: Record<string, unknown> } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details };
  if (error.validation) {
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: describeValidation(error.validation as ValidationIssue[], error.validationContext) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is empty; send a JSON object' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: `The request body is too large (limit ${Math.round(bodyLimit / 1024)} KB)` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json)' };
  }
  if (error.statusCode === 429) return { statusCode: 429, code: 'RATE_LIMITED', message: error.message };
  // Other client errors raised by Fastify itself (bad content length, unsupported method…) carry
  // a message that is safe to show.
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, code: 'BAD_REQUEST', message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

const URI_TOO_LONG = [414, 'URI_TOO_LONG', 'A part of the address is too long'] as const;

/**
 * Errors the router raises before any route or error handler runs (a URL that is not valid
 * percent-encoding, a path parameter over the length limit), in the same shape as every other.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [statusCode, code, message] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? URI_TOO_LONG : [400, 'BAD_URL', 'The address is not valid (check its percent-encoding)'];
  request.log.info({ code, statusCode }, 'request refused');
  void reply.code(statusCode).send(errorBody(code, message));
}

function hasSegmentLongerThan(url: string, max: number): boolean {
  const path = url.split('?', 1)[0]!;
  return path.split('/').some((segment) => segment.length > max);
}

/** The one error handler: every failure leaves as `{ success: false, error, code }`. */
export const errorHandlerPlugin = fp(async (app) => {
  // The router refuses a path parameter over maxParamLength only when no other route matches; a
  // GET then falls through to the static files' catch-all route, which answered 403. No route
  // of ours, API or page, has a segment that long, so every such path is refused here alike.
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  app.addHook('onRequest', async (request, reply) => {
    if (!hasSegmentLongerThan(request.url, maxParamLength)) return;
    const [statusCode, code, message] = URI_TOO_LONG;
    request.log.info({ code, statusCode }, 'request refused');
    return reply.code(statusCode).send(errorBody(code, message));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route may allow a larger body than the default (PUT /api/account/branding carries a logo).
    const { statusCode, code, message, details } = classify(error, request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, statusCode, reason: message }, 'request refused');
    return reply.code(statusCode).send(errorBody(code, message, details));
  });
});
