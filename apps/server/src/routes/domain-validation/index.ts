import { Type } from 'typebox';
import { checkDomainReachability } from '../../domain-check/check-domain';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

export const domainValidationRoutes: RoutePlugin = async (app) => {
  app.post(
    '/validate',
    {
      // Each check makes outbound requests, so one client cannot turn it into a scanner.
      preHandler: app.rateLimits([{ name: 'domain-validation', max: 120, timeWindowMs: 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Check that a domain is well-formed, public and answering HTTP(S)',
        tags: ['domain-validation'],
        body: Type.Object({ domain: Type.String({ maxLength: 2048, description: 'A domain or URL as typed, e.g. "https://www.example.com/shop"' }) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            valid: Type.Boolean(),
            message: Type.String(),
            url: Type.Optional(Type.String({ description: 'When valid: the page an analysis would start on (the typed path kept, on the scheme that answered)' })),
          }),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const result = await checkDomainReachability(request.body.domain, { allowPrivate: app.config.allowPrivateTargets, hostRules: app.config.hostRules });
      return { success: true as const, ...result };
    },
  );
};
