import { createApiKeyGuards } from '../../api-keys/authenticate';
import type { RoutePlugin } from '../../types';
import { v1AgentsRoutes } from './agents';
import { v1AnalysesRoutes } from './analyses';
import { v1BiasRoutes } from './bias';
import { v1IdeasRoutes } from './ideas';
import { v1SurveysRoutes } from './surveys';

/** Requests one API key may make per minute, across every /api/v1 operation. */
export const API_REQUESTS_PER_MINUTE = 120;

/**
 * The public API: versioned, for scripts and other services, authenticated by an API key
 * (Authorization: Bearer sk_…) and nothing else — no cookie, no session token. Each operation
 * reuses the web's own path (limits, address guard, queue, ownership checks); the key's account
 * is the owner.
 */
export const v1Routes: RoutePlugin = async (app) => {
  const guards = createApiKeyGuards(app, { max: API_REQUESTS_PER_MINUTE, timeWindowMs: 60_000 });
  await app.register(v1AnalysesRoutes, { guards });
  await app.register(v1SurveysRoutes, { guards });
  await app.register(v1BiasRoutes, { guards });
  await app.register(v1AgentsRoutes, { guards });
  await app.register(v1IdeasRoutes, { guards });
};
