import { Type } from 'typebox';
import { listBenchmarkSites, setAnalysisIndustry } from '@sightline/db';
import { BENCHMARK_MIN_SITES, industryName } from '@sightline/shared/benchmarks';
import { requireAccess, requireOwner } from '../../analysis/access';
import { standingOf } from '../../benchmarks/aggregate';
import { requireJsonOrSameOrigin } from '../../auth/cross-site';
import { SyntheticId } from '../../schemas/analyses';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { IndustrySlug, StandingSchema } from '../benchmarks/schemas';

const Params = Type.Object({ syntheticId: SyntheticId });
const IndustryOrNull = Type.Union([IndustrySlug, Type.Null()]);

/** PUT /api/analyses/{id}/industry and GET /api/analyses/{id}/benchmark: tag a report's industry, and see where it stands. */
export const benchmarkRoutes: RoutePlugin = async (app) => {
  app.put(
    '/:syntheticId/industry',
    {
      preValidation: requireJsonOrSameOrigin(app.config.publicUrl),
      schema: {
        summary: "Tag the analysis with its site's industry, or untag it with null (owner only)",
        description: `A tagged, completed analysis counts in its industry's benchmark on this installation (GET /api/benchmarks/{industry}), as one anonymous site among at least ${BENCHMARK_MIN_SITES}: only aggregates are ever shown, never its domain or scores.`,
        tags: ['benchmarks'],
        params: Params,
        body: Type.Object({ industry: IndustryOrNull }, { additionalProperties: false }),
        response: { 200: Type.Object({ success: Type.Literal(true), industry: IndustryOrNull }), ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const { analysis } = await requireOwner(app, request, request.params.syntheticId);
      const row = await setAnalysisIndustry(app.db, analysis.id, request.body.industry);
      return { success: true as const, industry: row?.industry ?? null };
    },
  );

  app.get(
    '/:syntheticId/benchmark',
    {
      schema: {
        summary: 'Where the analysis stands in its industry on this installation: a percentile per category (owner, or a share link’s token)',
        description: `Compared with the latest analysis of every other site tagged with the same industry; a category is left out until ${BENCHMARK_MIN_SITES} other sites have it.`,
        tags: ['benchmarks'],
        params: Params,
        querystring: Type.Object({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The token of a share link' })) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            industry: IndustryOrNull,
            industryName: Type.Union([Type.String(), Type.Null()]),
            owner: Type.Boolean({ description: 'Whether the requester may change the tag' }),
            otherSites: Type.Integer({ minimum: 0, description: 'Other tagged sites in the industry' }),
            minSites: Type.Integer(),
            standings: Type.Array(StandingSchema),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { analysis, owner } = await requireAccess(app, request, request.params.syntheticId, request.query.token);
      const industry = analysis.industry;
      const others = industry === null ? [] : await listBenchmarkSites(app.db, industry, analysis.domain);
      return {
        success: true as const,
        industry,
        industryName: industry === null ? null : industryName(industry),
        owner,
        otherSites: others.length,
        minSites: BENCHMARK_MIN_SITES,
        standings: analysis.status === 'completed' && analysis.scores ? standingOf(analysis.scores, others) : [],
      };
    },
  );
};
