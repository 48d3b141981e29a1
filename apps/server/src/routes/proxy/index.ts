import { Type } from 'typebox';
import { countRecentAnalysesByIp, createAnalysis } from '@sightline/db';
import { identifyViewer } from '../../analysis/access';
import { hashIp } from '../../analysis/ip-hash';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { loadServerSecret } from '../../analysis/server-secret';
import { resolveReachableStartUrl } from '../../analysis/start-url';
import { HttpError } from '../../errors';
import { CrawlBody } from '../../schemas/analyses';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

const HOUR_MS = 60 * 60 * 1000;

/** Spec §7's crawl call: checks the request and the domain again, then queues an analysis. */
export const proxyRoutes: RoutePlugin = async (app) => {
  const secret = loadServerSecret(app.config);
  const { anonymousMaxPages, anonymousMaxDepth, anonymousAnalysesPerHour } = app.config;

  app.post(
    '/v1/crawl',
    {
      schema: {
        summary: 'Start an analysis of a domain',
        description: `Without an account: at most ${anonymousMaxPages} pages, depth ${anonymousMaxDepth}, ${anonymousAnalysesPerHour} analyses per IP per hour (ANON_MAX_PAGES, ANON_MAX_DEPTH, ANON_ANALYSES_PER_HOUR).`,
        tags: ['analyses'],
        body: CrawlBody,
        response: {
          200: Type.Object({ status: Type.Literal('queued'), syntheticId: Type.String({ format: 'uuid' }) }),
          ...errorResponses(400, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.maxPages > anonymousMaxPages) {
        throw new HttpError(400, 'LIMIT_EXCEEDED', `A free analysis covers at most ${anonymousMaxPages} page${anonymousMaxPages === 1 ? '' : 's'} (maxPages was ${body.maxPages}).`);
      }
      if (body.maxDepth > anonymousMaxDepth) {
        throw new HttpError(400, 'LIMIT_EXCEEDED', `A free analysis follows links at most ${anonymousMaxDepth} level${anonymousMaxDepth === 1 ? '' : 's'} deep (maxDepth was ${body.maxDepth}).`);
      }
      const ipHash = hashIp(request.ip, secret);
      const recent = await countRecentAnalysesByIp(app.db, ipHash, new Date(Date.now() - HOUR_MS));
      if (recent >= anonymousAnalysesPerHour) {
        reply.header('retry-after', '3600');
        throw new HttpError(429, 'RATE_LIMITED', `You have started ${recent} analyses in the last hour, the most we run for one address. Please try again later.`);
      }
      const start = await resolveReachableStartUrl(body.startUrls[0]!, { allowPrivate: app.config.allowPrivateTargets, hostRules: app.config.hostRules });
      if (!start.ok) throw new HttpError(422, 'DOMAIN_NOT_ANALYZABLE', start.message);

      const viewer = await identifyViewer(app, request);
      const ownerKeyHash = ensureOwnerKey(request, reply, app.config.publicUrl.startsWith('https:'));
      const analysis = await createAnalysis(app.db, {
        domain: start.domain,
        request: { startUrl: start.url, maxPages: body.maxPages, maxDepth: body.maxDepth, analysisTypes: body.analysisTypes, saveScreenshots: body.saveScreenshots },
        ipHash,
        ownerKeyHash,
        userId: viewer.userId,
      });
      await app.queue.send('analyze-site', { analysisId: analysis.id });
      return { status: 'queued' as const, syntheticId: analysis.id };
    },
  );
};
