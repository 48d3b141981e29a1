import { Type } from 'typebox';
import { benchmarkVersion, countBenchmarkSites, listBenchmarkSites } from '@sightline/db';
import { BENCHMARK_MIN_SITES, INDUSTRIES, INDUSTRY_SLUGS, industryName, PUBLISHED_BENCHMARKS, type Industry } from '@sightline/shared/benchmarks';
import { aggregateSites } from '../../benchmarks/aggregate';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { CategoryBenchmarkSchema, CheckBenchmarkSchema, IndustrySlug, PublishedBenchmarkSchema } from './schemas';

/**
 * GET /api/benchmarks and /api/benchmarks/{industry}: this installation's tagged analyses as
 * anonymous aggregates (only over BENCHMARK_MIN_SITES sites or more), beside published studies.
 */
export const benchmarksRoutes: RoutePlugin = async (app) => {
  // An aggregate reads every tagged report, so it is kept until the tagged analyses change.
  const cache = new Map<string, { version: string; value: ReturnType<typeof aggregateSites> & { sites: number } }>();
  async function aggregate(industry: Industry | null) {
    const key = industry ?? 'all';
    const version = await benchmarkVersion(app.db, industry);
    const cached = cache.get(key);
    if (cached?.version === version) return cached.value;
    const sites = await listBenchmarkSites(app.db, industry);
    const value = { sites: sites.length, ...aggregateSites(sites) };
    cache.set(key, { version, value });
    return value;
  }

  app.get(
    '',
    {
      schema: {
        summary: 'The industries with how many tagged sites each has here, and the published studies shown beside them',
        tags: ['benchmarks'],
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            minSites: Type.Integer({ description: 'Sites an aggregate needs before it is shown' }),
            industries: Type.Array(Type.Object({ slug: IndustrySlug, name: Type.String(), sites: Type.Integer({ minimum: 0 }) })),
            published: Type.Array(PublishedBenchmarkSchema),
          }),
        },
      },
    },
    async () => {
      const counts = await countBenchmarkSites(app.db);
      return {
        success: true as const,
        minSites: BENCHMARK_MIN_SITES,
        industries: INDUSTRIES.map((industry) => ({ slug: industry.slug, name: industry.name, sites: counts[industry.slug] ?? 0 })),
        published: [...PUBLISHED_BENCHMARKS],
      };
    },
  );

  app.get(
    '/:industry',
    {
      schema: {
        summary: 'Score distributions and the most often failed checks of an industry’s tagged sites on this installation ("all" for every tagged site)',
        description: `One site counts once: its latest completed analysis that its owner tagged with the industry. Categories and checks with fewer than ${BENCHMARK_MIN_SITES} sites are left out, so no single site can be read off an aggregate.`,
        tags: ['benchmarks'],
        params: Type.Object({ industry: Type.Union([IndustrySlug, Type.Literal('all')], { description: `${INDUSTRY_SLUGS.join(', ')}, or all` }) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            industry: Type.Union([IndustrySlug, Type.Literal('all')]),
            name: Type.String(),
            sites: Type.Integer({ minimum: 0, description: 'Tagged sites in the industry' }),
            minSites: Type.Integer(),
            categories: Type.Array(CategoryBenchmarkSchema),
            checks: Type.Array(CheckBenchmarkSchema, { description: 'The checks failed on the largest share of the sites they ran on, most first (at most 10)' }),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const { industry } = request.params;
      const result = await aggregate(industry === 'all' ? null : industry);
      return { success: true as const, industry, name: industry === 'all' ? 'All tagged sites' : industryName(industry), minSites: BENCHMARK_MIN_SITES, ...result };
    },
  );
};
