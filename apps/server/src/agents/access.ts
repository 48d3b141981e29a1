import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAgentRun, type AgentRunRow } from '@sightline/db';
import { identifyViewer, isOwner, type Viewer } from '../analysis/access';
import { HttpError } from '../errors';

// One answer for "no such run" and "not yours", so neither can be probed.
export const AGENT_RUN_NOT_FOUND = 'This agent run does not exist or is not yours.';

/** An agent run is its owner's alone (the browser's owner key or the account), exactly as an analysis is. */
export async function requireAgentRunOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<{ run: AgentRunRow; viewer: Viewer }> {
  const run = await findAgentRun(app.db, id);
  if (run) {
    const viewer = await identifyViewer(app, request);
    if (isOwner(run, viewer)) return { run, viewer };
  }
  throw new HttpError(404, 'NOT_FOUND', AGENT_RUN_NOT_FOUND);
}
