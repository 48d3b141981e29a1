import { Type } from 'typebox';
import { createDomainSubmission, findAnalysis } from '@sightline/db';
import { checkDomain } from '@sightline/shared';
import { hashIp } from '../../analysis/ip-hash';
import { loadServerSecret } from '../../analysis/server-secret';
import { HttpError } from '../../errors';
import { AnalysisTypeSchema } from '../../schemas/analyses';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

export const userDataRoutes: RoutePlugin = async (app) => {
  const secret = loadServerSecret(app.config);

  app.post(
    '/domain-submission',
    {
      // Writes a row per call without any other cost, so it gets its own ceiling.
      preHandler: app.rateLimits([{ name: 'domain-submission', max: 30, timeWindowMs: 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Record a submitted domain (the call the spec lists; the web client ignores failures)',
        tags: ['analyses'],
        body: Type.Object(
          {
            domain: Type.String({ minLength: 1, maxLength: 2048 }),
            // The spec fixes this value for every form, so which form was used travels in `source`.
            submissionType: Type.Literal('exit-intent'),
            source: Type.Optional(Type.Union([Type.Literal('homepage'), Type.Literal('exit-intent-modal'), Type.Literal('bias-detection')], { description: 'The form the domain was typed into' })),
            analysisTypes: Type.Array(AnalysisTypeSchema, { maxItems: 5, uniqueItems: true }),
            syntheticId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ success: Type.Literal(true), id: Type.String({ format: 'uuid' }) }), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { domain, submissionType, source, analysisTypes, syntheticId } = request.body;
      const format = checkDomain(domain);
      if (!format.ok) throw new HttpError(400, 'INVALID_DOMAIN', format.message);
      // An unknown id is stored as none rather than refused: the submission itself is still worth keeping.
      const known = syntheticId !== null && (await findAnalysis(app.db, syntheticId)) !== null;
      const row = await createDomainSubmission(app.db, { domain: format.domain, submissionType, source: source ?? null, analysisTypes, syntheticId: known ? syntheticId : null, ipHash: hashIp(request.ip, secret) });
      return reply.code(201).send({ success: true as const, id: row.id });
    },
  );
};
