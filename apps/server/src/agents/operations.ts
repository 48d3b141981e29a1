import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAgentRun, listAgentRunSteps, listVisibleAgentRuns } from '@sightline/db';
import { identifyViewer } from '../analysis/access';
import { createAssetToken, verifyAssetToken } from '../analysis/asset-token';
import { serverSecret } from '../analysis/start-analysis';
import { HttpError } from '../errors';
import { requireAgentRunOwner } from './access';
import { agentRunDir, STEP_SCREENSHOT_FILE } from './files';
import { summarizeAgentRun, summarizeAgentStep } from './summary';

// The operations /api/agents (the web app) and /api/v1 (API keys) share; each declares its own
// schema and guards, and identifyViewer answers for whichever credential the request carried.

/** A run with its steps, for its owner. */
export async function readAgentRun(app: FastifyInstance, request: FastifyRequest, id: string) {
  const { run } = await requireAgentRunOwner(app, request, id);
  const steps = await listAgentRunSteps(app.db, run.id);
  return { success: true as const, run: summarizeAgentRun(run), steps: steps.map(summarizeAgentStep), assetToken: createAssetToken(serverSecret(app), run.id) };
}

/** The requester's runs, newest first (at most 100). */
export async function listAgentRuns(app: FastifyInstance, request: FastifyRequest) {
  const rows = await listVisibleAgentRuns(app.db, await identifyViewer(app, request));
  return { success: true as const, runs: rows.map(summarizeAgentRun) };
}

/** A step's screenshot: for the owner, or for an <img> carrying the run's asset token. */
export async function sendAgentScreenshot(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, input: { id: string; file: string; asset?: string }) {
  if (!STEP_SCREENSHOT_FILE.test(input.file)) throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid screenshot name: use the name a step gives');
  if (input.asset !== undefined && verifyAssetToken(serverSecret(app), input.id, input.asset)) {
    if (!(await findAgentRun(app.db, input.id))) throw new HttpError(404, 'NOT_FOUND', 'No such screenshot.');
  } else {
    await requireAgentRunOwner(app, request, input.id);
  }
  // The pattern allows no folder and no `..`, so the file is always inside the run's directory.
  const file = join(agentRunDir(app.config.dataDir, input.id), input.file);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, 'NOT_FOUND', 'No such screenshot.');
  return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600').header('content-length', String(info.size)).send(createReadStream(file));
}
