import { Type } from 'typebox';
import { pageLimit, startAnalysis } from '../../analysis/start-analysis';
import { CrawlBody } from '../../schemas/analyses';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

/** The crawl call in the spec's list of calls: checks the request and the domain again, then queues an analysis. */
export const proxyRoutes: RoutePlugin = async (app) => {
  const { anonymousMaxPages, anonymousMaxDepth, anonymousAnalysesPerHour, analysesInProgressPerIp } = app.config;
  const signedInMaxPages = pageLimit(app.config, true);

  app.post(
    '/v1/crawl',
    {
      schema: {
        summary: 'Start an analysis of a domain',
        description: `Without an account: at most ${anonymousMaxPages} pages, depth ${anonymousMaxDepth}, ${anonymousAnalysesPerHour} analyses per IP per hour (ANON_MAX_PAGES, ANON_MAX_DEPTH, ANON_ANALYSES_PER_HOUR); signed in, at most ${signedInMaxPages} pages (ACCOUNT_MAX_PAGES). The first entry of startUrls is a domain, optionally with the path of the page to start on (example.com/docs/page). Per IP, at most ${analysesInProgressPerIp} analyses queued or running at once (ANALYSES_IN_PROGRESS_PER_IP).`,
        tags: ['analyses'],
        body: CrawlBody,
        response: {
          200: Type.Object({ status: Type.Literal('queued'), syntheticId: Type.String({ format: 'uuid' }) }),
          ...errorResponses(400, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { startUrls, maxPages, maxDepth, analysisTypes, saveScreenshots } = request.body;
      const analysis = await startAnalysis(app, request, reply, { domain: startUrls[0]!, maxPages, maxDepth, analysisTypes, saveScreenshots });
      return { status: 'queued' as const, syntheticId: analysis.id };
    },
  );
};
