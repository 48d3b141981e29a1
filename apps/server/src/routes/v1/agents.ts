import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AgentRunResponseSchema, AgentRunSummarySchema } from '@sightline/shared/agents/schema';
import { requireAgentRunOwner } from '../../agents/access';
import { agentRunEventStreams } from '../../agents/events';
import { listAgentRuns, readAgentRun, sendAgentScreenshot } from '../../agents/operations';
import { AgentRunId, StartAgentRunBody } from '../../agents/schemas';
import { startAgentRun } from '../../agents/start-agent-run';
import { summarizeAgentRun } from '../../agents/summary';
import { fileResponse } from '../../schemas/common';
import { RATE_LIMIT_NOTE, security, v1Errors, type V1Options } from './common';

const tags = ['api v1: agent runs'];
const Params = Type.Object({ id: AgentRunId });

export const v1AgentsRoutes: FastifyPluginAsyncTypebox<V1Options> = async (app, { guards }) => {
  const streams = agentRunEventStreams(app);

  app.post(
    '/agent-runs',
    {
      preHandler: guards.write,
      schema: {
        summary: 'Start a task agent on a site (write key)',
        description: `Checks the domain (format, address guard, reachability) and queues the run on the analyses' queue, exactly as the web app does; the key's account owns it, and the per-address limits on runs per hour and in progress apply. Follow it with GET /api/v1/agent-runs/{id}/events or poll GET /api/v1/agent-runs/{id}. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        body: StartAgentRunBody,
        response: { 202: Type.Object({ success: Type.Literal(true), run: AgentRunSummarySchema }), ...v1Errors(400, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => reply.code(202).send({ success: true as const, run: summarizeAgentRun(await startAgentRun(app, request, reply, request.body)) }),
  );

  app.get(
    '/agent-runs',
    {
      preHandler: guards.read,
      schema: {
        summary: "The key's account's agent runs, newest first",
        description: `At most 100. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), runs: Type.Array(AgentRunSummarySchema) }), ...v1Errors(400) },
      },
    },
    async (request) => listAgentRuns(app, request),
  );

  app.get(
    '/agent-runs/:id',
    {
      preHandler: guards.read,
      schema: {
        summary: 'An agent run with its steps, outcome and friction findings',
        description: `404 for a run of another account, the same as for none. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Params,
        response: { 200: AgentRunResponseSchema, ...v1Errors(400, 404) },
      },
    },
    async (request) => readAgentRun(app, request, request.params.id),
  );

  app.get(
    '/agent-runs/:id/events',
    {
      preHandler: guards.read,
      schema: {
        summary: 'Server-Sent Events of a run: `step`, `run`, `restart`, then `done`',
        description: `As GET /api/agents/runs/{id}/events: every step so far first, then each as it ends; the stream ends after \`done\`. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Params,
        response: { 200: fileResponse('text/event-stream', 'The event stream'), ...v1Errors(400, 404) },
      },
    },
    async (request, reply) => {
      await requireAgentRunOwner(app, request, request.params.id);
      streams.open(request, reply, request.params.id);
    },
  );

  app.get(
    '/agent-runs/:id/screenshots/:file',
    {
      preHandler: guards.read,
      schema: {
        summary: "A step's screenshot (PNG), its target marked",
        description: `\`file\` is a step's \`screenshot\`. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Type.Object({ id: AgentRunId, file: Type.String({ minLength: 5, maxLength: 205, description: "The step's screenshot" }) }),
        response: { 200: fileResponse('image/png', 'The screenshot'), ...v1Errors(400, 404) },
      },
    },
    async (request, reply) => sendAgentScreenshot(app, request, reply, { id: request.params.id, file: request.params.file }),
  );
};
