import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countAgentRunsByIp, createAgentRunWithinLimits, isWithinLimits, type AgentRunRow, type AnalysisCountsByIp, type PerIpLimits } from '@sightline/db';
import { identifyViewer } from '../analysis/access';
import { hashIp } from '../analysis/ip-hash';
import { ensureOwnerKey } from '../analysis/owner-key';
import { serverSecret } from '../analysis/start-analysis';
import { resolveReachableStartUrl } from '../domain-check/check-domain';
import { HttpError } from '../errors';
import type { StartAgentRunBodyType } from './schemas';

const HOUR_MS = 60 * 60 * 1000;

/** The 429 for an address over its limits: the hourly one if that is reached, else the one on runs in progress. */
function refusal(reply: FastifyReply, counts: AnalysisCountsByIp, limits: PerIpLimits): HttpError {
  if (counts.recent >= limits.perHour) {
    reply.header('retry-after', '3600');
    return new HttpError(429, 'RATE_LIMITED', `You have started ${counts.recent} agent runs in the last hour, the most we run for one address. Please try again later.`);
  }
  reply.header('retry-after', '60');
  return new HttpError(429, 'RATE_LIMITED', `You already have ${counts.inProgress} agent runs waiting or running, the most we run at once for one address. Please try again when one has finished.`);
}

/**
 * What stands between a request and a queued agent run, as for analyses (startAnalysis): the per-IP
 * limits (ANON_ANALYSES_PER_HOUR an hour, ANALYSES_IN_PROGRESS_PER_IP at once, counted over agent
 * runs), the domain check (format, address guard, reachability), the owner cookie and the job.
 */
export async function startAgentRun(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, order: StartAgentRunBodyType): Promise<AgentRunRow> {
  const viewer = await identifyViewer(app, request);
  const ipHash = hashIp(request.ip, serverSecret(app));
  const limits: PerIpLimits = { since: new Date(Date.now() - HOUR_MS), perHour: app.config.anonymousAnalysesPerHour, inProgress: app.config.analysesInProgressPerIp };
  // Refuses an address already over its limits before the slow domain check; the count that decides is taken again with the insert.
  const counts = await countAgentRunsByIp(app.db, ipHash, limits.since);
  if (!isWithinLimits(counts, limits)) throw refusal(reply, counts, limits);
  const start = await resolveReachableStartUrl(order.domain, { allowPrivate: app.config.allowPrivateTargets, hostRules: app.config.hostRules });
  if (!start.ok) throw new HttpError(422, 'DOMAIN_NOT_ANALYZABLE', start.message);

  // An API client is its key's account: it gets no owner cookie, which no browser would hold.
  const ownerKeyHash = request.apiKey ? null : ensureOwnerKey(request, reply, app.config.publicUrl.startsWith('https:'));
  const result = await createAgentRunWithinLimits(app.db, { domain: start.domain, startUrl: start.url, task: order.task, persona: order.persona, ipHash, ownerKeyHash, userId: viewer.userId }, limits);
  if ('refused' in result) throw refusal(reply, result.refused, limits);
  await app.queue.send('run-agent', { runId: result.created.id });
  return result.created;
}
