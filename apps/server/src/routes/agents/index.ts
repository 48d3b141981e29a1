import { Type } from 'typebox';
import { AgentRunResponseSchema, AgentRunSummarySchema } from '@sightline/shared/agents/schema';
import { requireAgentRunOwner } from '../../agents/access';
import { agentRunEventStreams } from '../../agents/events';
import { listAgentRuns, readAgentRun, sendAgentScreenshot } from '../../agents/operations';
import { AgentRunId, StartAgentRunBody } from '../../agents/schemas';
import { startAgentRun } from '../../agents/start-agent-run';
import { summarizeAgentRun } from '../../agents/summary';
import { PDF_TIMEOUT_MS } from '../../plugins/pdf';
import { errorResponses, fileResponse } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

const tags = ['agents'];
const Params = Type.Object({ id: AgentRunId });
const JOURNEY_PDF_PER_HOUR = 30;
/** The most runs one journey map compares. */
const MAX_JOURNEY_RUNS = 4;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** Task agents: start a run, follow its steps live, read it back, its screenshots, and the journey map as PDF. */
export const agentsRoutes: RoutePlugin = async (app) => {
  const streams = agentRunEventStreams(app);

  app.post(
    '/runs',
    {
      schema: {
        summary: 'Start a task agent on a site',
        description:
          'Checks the domain as an analysis does (format, address guard, reachability) and queues the run on the same queue; the per-address limits of analyses apply, counted over agent runs (ANON_ANALYSES_PER_HOUR an hour, ANALYSES_IN_PROGRESS_PER_IP at once). The browser gets the owner cookie; a signed-in account owns the run too. Follow it with GET /api/agents/runs/{id}/events.',
        tags,
        body: StartAgentRunBody,
        response: { 202: Type.Object({ success: Type.Literal(true), run: AgentRunSummarySchema }), ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const run = await startAgentRun(app, request, reply, request.body);
      return reply.code(202).send({ success: true as const, run: summarizeAgentRun(run) });
    },
  );

  app.get(
    '/runs',
    {
      schema: {
        summary: 'The agent runs this browser (owner cookie) or signed-in account started, newest first',
        tags,
        response: { 200: Type.Object({ success: Type.Literal(true), runs: Type.Array(AgentRunSummarySchema) }), ...errorResponses(400) },
      },
    },
    async (request) => listAgentRuns(app, request),
  );

  app.get(
    '/runs/:id',
    { schema: { summary: 'An agent run with its steps (owner only)', tags, params: Params, response: { 200: AgentRunResponseSchema, ...errorResponses(400, 404) } } },
    async (request) => readAgentRun(app, request, request.params.id),
  );

  app.get(
    '/runs/:id/events',
    {
      schema: {
        summary: 'Server-Sent Events: `step` as each step ends, `run` when the status changes, `restart` when a new attempt begins, then `done`',
        description: 'A stream that joins late gets every step so far first. Capped per address (EVENT_STREAMS_PER_IP) and per run (EVENT_STREAMS_PER_ANALYSIS): 429 beyond.',
        tags,
        params: Params,
        response: { 200: fileResponse('text/event-stream', 'The event stream'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await requireAgentRunOwner(app, request, request.params.id);
      streams.open(request, reply, request.params.id);
    },
  );

  app.get(
    '/runs/:id/screenshots/:file',
    {
      schema: {
        summary: "A step's screenshot, its target marked (owner, or the run response's assetToken)",
        tags,
        params: Type.Object({ id: AgentRunId, file: Type.String({ minLength: 5, maxLength: 205, description: "The step's screenshot" }) }),
        querystring: Type.Object({ asset: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The run response's assetToken" })) }),
        response: { 200: fileResponse('image/png', 'The screenshot'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => sendAgentScreenshot(app, request, reply, { id: request.params.id, file: request.params.file, asset: request.query.asset }),
  );

  app.get(
    '/journey.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'journey-pdf', max: JOURNEY_PDF_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: `The journey map of up to ${MAX_JOURNEY_RUNS} of your runs, compared side by side, as a PDF (A4)`,
        description: `Chromium prints /customer-journey-demo?runs=… with the requester's credentials, once the page marks itself ready. At most ${JOURNEY_PDF_PER_HOUR} an hour per address. 503 when the web app is not built, 504 PDF_TIMEOUT after ${PDF_TIMEOUT_MS / 1000} s.`,
        tags,
        querystring: Type.Object({ runs: Type.String({ pattern: `^${UUID}(,${UUID}){0,${MAX_JOURNEY_RUNS - 1}}$`, maxLength: 200, description: `Run ids, comma-separated (1 to ${MAX_JOURNEY_RUNS})` }) }),
        response: { 200: fileResponse('application/pdf', 'The printed journey map (A4)'), ...errorResponses(400, 404, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const ids = [...new Set(request.query.runs.toLowerCase().split(','))];
      const runs = [];
      for (const id of ids) runs.push((await requireAgentRunOwner(app, request, id)).run);
      const file = await app.printPage(request, `/customer-journey-demo?${new URLSearchParams({ runs: ids.join(',') })}`);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="sightline-journey-${runs[0]!.domain}-${runs[0]!.task}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
