import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANALYSIS_TYPES, ReportSchema } from '@sightline/shared/report';
import { listVisibleAnalyses } from '@sightline/db';
import { identifyViewer, requireOwner } from '../../analysis/access';
import { ownerEntitlements, requireEntitlement } from '../../analysis/entitlements';
import { reportForView } from '../../analysis/report-views';
import { pageLimit, startAnalysis } from '../../analysis/start-analysis';
import { summarizeAnalysis } from '../../analysis/summary';
import { HttpError } from '../../errors';
import { AnalysisStatusSchema, AnalysisSummary, AnalysisTypeSchema, ScoresSchema } from '../../schemas/analyses';
import { RATE_LIMIT_NOTE, security, v1Errors, type V1Options } from './common';

const tags = ['api v1: analyses'];
const Params = Type.Object({ id: Type.String({ format: 'uuid', description: 'The analysis id: syntheticId in the answer of POST /api/v1/analyses' }) });
const AnalysisResponse = Type.Object({ success: Type.Literal(true), analysis: AnalysisSummary });

export const v1AnalysesRoutes: FastifyPluginAsyncTypebox<V1Options> = async (app, { guards }) => {
  const { anonymousMaxDepth } = app.config;
  const maxPages = pageLimit(app.config, true);

  app.post(
    '/analyses',
    {
      preHandler: guards.write,
      schema: {
        summary: 'Start an analysis of a site (write key)',
        description: `Checks the domain (format, address guard, reachability) and queues the analysis, exactly as the web app does; the key's account owns it. At most ${maxPages} pages (ACCOUNT_MAX_PAGES) and depth ${anonymousMaxDepth}; the per-address limits on analyses per hour and in progress apply too. Poll GET /api/v1/analyses/{id} until status is completed or failed, or receive the analysis.completed webhook. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        body: Type.Object(
          {
            domain: Type.String({ minLength: 1, maxLength: 2048, description: 'A domain, optionally with the path of the page to start on: example.com or example.com/docs' }),
            maxPages: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'Pages to analyse (default 1)' })),
            maxDepth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: `How many links deep to follow (default ${anonymousMaxDepth})` })),
            analysisTypes: Type.Optional(Type.Array(AnalysisTypeSchema, { minItems: 1, maxItems: ANALYSIS_TYPES.length, uniqueItems: true, description: 'What to analyse (default: all)' })),
            saveScreenshots: Type.Optional(Type.Boolean({ description: 'Keep screenshots (default true)' })),
          },
          { additionalProperties: false },
        ),
        response: { 202: AnalysisResponse, ...v1Errors(400, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { domain, analysisTypes, saveScreenshots } = request.body;
      const analysis = await startAnalysis(app, request, reply, {
        domain,
        maxPages: request.body.maxPages ?? 1,
        maxDepth: request.body.maxDepth ?? anonymousMaxDepth,
        analysisTypes: analysisTypes ?? [...ANALYSIS_TYPES],
        saveScreenshots: saveScreenshots ?? true,
      });
      return reply.code(202).send({ success: true as const, analysis: summarizeAnalysis(analysis) });
    },
  );

  app.get(
    '/analyses',
    {
      preHandler: guards.read,
      schema: {
        summary: "The key's account's analyses (its reports), newest first",
        description: `At most 100. \`domain\` narrows the list to one domain's history. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253 })) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            analyses: Type.Array(
              Type.Object({
                id: Type.String({ format: 'uuid' }),
                domain: Type.String(),
                status: AnalysisStatusSchema,
                scores: Type.Union([ScoresSchema, Type.Null()]),
                createdAt: Type.String({ format: 'date-time' }),
                finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
              }),
            ),
          }),
          ...v1Errors(400),
        },
      },
    },
    async (request) => {
      const rows = await listVisibleAnalyses(app.db, { ...(await identifyViewer(app, request)), domain: request.query.domain?.toLowerCase() });
      return {
        success: true as const,
        analyses: rows.map((row) => ({ id: row.id, domain: row.domain, status: row.status, scores: row.scores, createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null })),
      };
    },
  );

  app.get(
    '/analyses/:id',
    {
      preHandler: guards.read,
      schema: {
        summary: 'Status, progress and scores of an analysis',
        description: `404 for an analysis of another account, the same as for none. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Params,
        response: { 200: AnalysisResponse, ...v1Errors(400, 404) },
      },
    },
    async (request) => ({ success: true as const, analysis: summarizeAnalysis((await requireOwner(app, request, request.params.id)).analysis) }),
  );

  app.get(
    '/analyses/:id/report',
    {
      preHandler: guards.read,
      // As on /api/analyses/{id}/report: a report runs to megabytes, and its schema is held by the
      // analyzer's report contract tests rather than walked by fast-json-stringify on every answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        summary: 'The report of a finished analysis (JSON)',
        description: `409 NOT_READY while it runs (or when it failed: the message says why). \`view\` as on the web: standard (failed findings, at most 3 elements each, and the lab metrics), comprehensive or detailed (everything); with billing on, those need the account's entitlement (402). ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Params,
        querystring: Type.Object({ view: Type.Optional(Type.Union([Type.Literal('standard'), Type.Literal('comprehensive'), Type.Literal('detailed')], { description: 'standard (the default), comprehensive or detailed' })) }),
        response: { 200: Type.Object({ success: Type.Literal(true), analysis: AnalysisSummary, view: Type.String(), report: ReportSchema }), ...v1Errors(400, 402, 404, 409) },
      },
    },
    async (request) => {
      const view = request.query.view ?? 'standard';
      const { analysis, viewer } = await requireOwner(app, request, request.params.id);
      requireEntitlement(await ownerEntitlements(app, analysis, viewer), view);
      if (analysis.status !== 'completed' || analysis.report === null) {
        throw new HttpError(409, 'NOT_READY', analysis.status === 'failed' ? `This analysis failed: ${analysis.error ?? 'unknown error'}` : `The analysis is still ${analysis.status}.`);
      }
      return { success: true as const, analysis: summarizeAnalysis(analysis), view, report: reportForView(analysis.report, view) };
    },
  );
};
