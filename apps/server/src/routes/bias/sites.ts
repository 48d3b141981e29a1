import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { createSiteBiasReport } from '@sightline/db';
import { startAnalysis, type AnalysisOrder } from '../../analysis/start-analysis';
import { bodylessPost } from '../../auth/cross-site';
import { requireBiasOwner } from '../../bias/access';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { ReportParams, StartedSiteCheck } from './schemas';

/** What a site check asks of the analyzer: DECEPTIVE_DESIGN alone, with screenshots for the evidence. */
const SITE_CHECK = { analysisTypes: ['DECEPTIVE_DESIGN'], saveScreenshots: true, maxDepth: 2 } as const;

/**
 * POST /api/bias/sites and /api/bias/reports/{id}/rerun: a DECEPTIVE_DESIGN analysis queued like any
 * other (the crawl's checks and limits, the owner cookie) and the site report that shows it.
 */
export const siteRoutes: RoutePlugin = async (app) => {
  async function startSiteCheck(request: FastifyRequest, reply: FastifyReply, order: AnalysisOrder) {
    const analysis = await startAnalysis(app, request, reply, order);
    const report = await createSiteBiasReport(app.db, { analysisId: analysis.id, title: analysis.domain });
    return reply.code(201).send({ success: true as const, id: report.id, syntheticId: analysis.id, domain: analysis.domain });
  }

  app.post(
    '/sites',
    {
      schema: {
        summary: 'Check a site for deceptive design: queues a DECEPTIVE_DESIGN analysis and saves its report (sets the owner cookie when this browser has none)',
        description:
          'The same checks and limits as POST /api/proxy/v1/crawl (domain check and address guard, page limits, analyses per IP per hour and in progress). Follow the analysis with GET /api/analyses/{syntheticId}/events; the report is GET /api/bias/reports/{id}, shown at /bias-detection/{id}.',
        tags: ['bias'],
        body: Type.Object(
          {
            address: Type.String({ minLength: 1, maxLength: 2048, description: 'A domain, optionally with the path of the page to check: example.com/checkout' }),
            maxPages: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'Pages to check (default 1)' })),
          },
          { additionalProperties: false },
        ),
        response: { 201: StartedSiteCheck, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => startSiteCheck(request, reply, { ...SITE_CHECK, analysisTypes: [...SITE_CHECK.analysisTypes], domain: request.body.address, maxPages: request.body.maxPages ?? 1 }),
  );

  app.post(
    '/reports/:id/rerun',
    {
      // Before the body is validated, so a cross-site form is refused as such (415); no body is needed.
      preValidation: bodylessPost(app.config.publicUrl),
      schema: {
        summary: 'Check the same site again with the same settings: a new site report (owner only)',
        description: 'For a site check that has finished (409 NOT_FINISHED while it runs), completed or failed: the same start page, pages, depth and analysis types, under the limits of POST /api/bias/sites. A questions report cannot be re-run (409 NOT_A_SITE_CHECK): check the questions again instead.',
        tags: ['bias'],
        params: ReportParams,
        body: Type.Object({}, { additionalProperties: false, description: 'No body needed' }),
        response: { 201: StartedSiteCheck, ...errorResponses(400, 404, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { analysis } = await requireBiasOwner(app, request, request.params.id);
      if (analysis === null) throw new HttpError(409, 'NOT_A_SITE_CHECK', 'Only a site check can be run again; check the questions again instead.');
      if (analysis.status === 'queued' || analysis.status === 'running') throw new HttpError(409, 'NOT_FINISHED', 'This site check is still running: it can be run again once it has finished.');
      const { startUrl, maxPages, maxDepth, analysisTypes, saveScreenshots } = analysis.request;
      return startSiteCheck(request, reply, { domain: startUrl, maxPages, maxDepth, analysisTypes, saveScreenshots });
    },
  );
};
