import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAnalysesByIp, createAnalysisWithinLimits, isWithinLimits, type Analysis, type AnalysisCountsByIp, type PerIpLimits } from '@sightline/db';
import { HttpError } from '../errors';
import { identifyViewer } from './access';
import { hashIp } from './ip-hash';
import { ensureOwnerKey } from './owner-key';
import { loadServerSecret } from './server-secret';
import { resolveReachableStartUrl } from '../domain-check/check-domain';

const HOUR_MS = 60 * 60 * 1000;

// Read once per app (it may create DATA_DIR/secret), not on every request.
const secrets = new WeakMap<FastifyInstance['config'], string>();
export function serverSecret(app: FastifyInstance): string {
  let secret = secrets.get(app.config);
  if (secret === undefined) secrets.set(app.config, (secret = loadServerSecret(app.config)));
  return secret;
}

export interface AnalysisOrder {
  /** The domain as typed, with any path (or the stored start URL, for a re-run); checked and resolved again. */
  domain: string;
  maxPages: number;
  maxDepth: number;
  analysisTypes: string[];
  saveScreenshots: boolean;
}

/** The most pages one analysis may cover: more for a signed-in account than anonymously. */
export function pageLimit(config: Pick<FastifyInstance['config'], 'anonymousMaxPages' | 'accountMaxPages'>, signedIn: boolean): number {
  return signedIn ? Math.max(config.accountMaxPages, config.anonymousMaxPages) : config.anonymousMaxPages;
}

/** The 429 for an address over its limits: the hourly one if that is reached, else the one on analyses in progress. */
function refusal(reply: FastifyReply, counts: AnalysisCountsByIp, limits: PerIpLimits): HttpError {
  if (counts.recent >= limits.perHour) {
    reply.header('retry-after', '3600');
    return new HttpError(429, 'RATE_LIMITED', `You have started ${counts.recent} analyses in the last hour, the most we run for one address. Please try again later.`);
  }
  reply.header('retry-after', '60');
  return new HttpError(
    429,
    'RATE_LIMITED',
    `You already have ${counts.inProgress} analyses waiting or running, the most we run at once for one address. Please try again when one has finished.`,
  );
}

/**
 * Everything that stands between a request and a queued analysis, for the crawl call and re-runs
 * alike: the page limit (higher for a signed-in account) and the depth limit, the per-IP limits (per hour, and in progress at once), the domain check (format, address guard,
 * reachability), the owner cookie and the `analyze-site` job.
 */
export async function startAnalysis(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, order: AnalysisOrder): Promise<Analysis> {
  const { anonymousMaxDepth, anonymousAnalysesPerHour, analysesInProgressPerIp } = app.config;
  const viewer = await identifyViewer(app, request);
  const maxPages = pageLimit(app.config, viewer.userId !== null);
  if (order.maxPages > maxPages) {
    const covers = `covers at most ${maxPages} page${maxPages === 1 ? '' : 's'} (maxPages was ${order.maxPages})`;
    throw new HttpError(400, 'LIMIT_EXCEEDED', `${viewer.userId === null ? 'A free analysis' : 'An analysis'} ${covers}.`);
  }
  if (order.maxDepth > anonymousMaxDepth) {
    throw new HttpError(400, 'LIMIT_EXCEEDED', `A free analysis follows links at most ${anonymousMaxDepth} level${anonymousMaxDepth === 1 ? '' : 's'} deep (maxDepth was ${order.maxDepth}).`);
  }
  const ipHash = hashIp(request.ip, serverSecret(app));
  const limits: PerIpLimits = { since: new Date(Date.now() - HOUR_MS), perHour: anonymousAnalysesPerHour, inProgress: analysesInProgressPerIp };
  // Refuses an address already over its limits before the slow domain check; the count that
  // decides is taken again together with the insert below.
  const counts = await countAnalysesByIp(app.db, ipHash, limits.since);
  if (!isWithinLimits(counts, limits)) throw refusal(reply, counts, limits);
  const start = await resolveReachableStartUrl(order.domain, { allowPrivate: app.config.allowPrivateTargets, hostRules: app.config.hostRules });
  if (!start.ok) throw new HttpError(422, 'DOMAIN_NOT_ANALYZABLE', start.message);

  // An API client is its key's account: it gets no owner cookie, which no browser would hold.
  const ownerKeyHash = request.apiKey ? null : ensureOwnerKey(request, reply, app.config.publicUrl.startsWith('https:'));
  const result = await createAnalysisWithinLimits(
    app.db,
    {
      domain: start.domain,
      request: { startUrl: start.url, maxPages: order.maxPages, maxDepth: order.maxDepth, analysisTypes: order.analysisTypes, saveScreenshots: order.saveScreenshots },
      ipHash,
      ownerKeyHash,
      userId: viewer.userId,
    },
    limits,
  );
  if ('refused' in result) throw refusal(reply, result.refused, limits);
  await app.queue.send('analyze-site', { analysisId: result.created.id });
  return result.created;
}
