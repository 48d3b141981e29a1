import type { FastifyInstance } from 'fastify';
import { findAgentRun, listAgentRunSteps } from '@sightline/db';
import type { AgentRunSummary, AgentStep } from '@sightline/shared/agents/schema';
import { createEventStreams, type EventStreamLimits, type EventStreams } from '../streams/event-streams';
import { summarizeAgentRun, summarizeAgentStep } from './summary';

interface RunSnapshot {
  run: AgentRunSummary;
  /** The run as sent, to tell whether it changed. */
  runData: string;
  /** Every step of the current attempt so far. */
  steps: AgentStep[];
}
interface RunCursor {
  attempt: number;
  steps: number;
  runData: string;
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const isFinished = (run: AgentRunSummary) => run.status === 'completed' || run.status === 'failed';

/**
 * The live streams of agent runs (Server-Sent Events): a `step` event for each step as it is
 * stored, a `run` event when the run's status changes, `restart` when a new attempt begins
 * (a crashed worker's run is run again from its first step: forget the steps so far), and a final
 * `done` with the finished run, after which the stream ends. A stream that joins late gets every
 * step so far first.
 */
function createAgentRunEventStreams(app: FastifyInstance, limits: EventStreamLimits): EventStreams {
  return createEventStreams<RunSnapshot, RunCursor>(app, limits, {
    async read(id, previous) {
      const row = await findAgentRun(app.db, id);
      if (!row) return null;
      const run = summarizeAgentRun(row);
      // The run is read before its steps: a finished run's steps are all stored by then.
      const sameAttempt = previous !== null && previous.run.attempts === run.attempts;
      const known = sameAttempt ? previous.steps : [];
      const added = (await listAgentRunSteps(app.db, id, known.at(-1)?.index ?? -1)).map(summarizeAgentStep);
      return { run, runData: JSON.stringify(run), steps: added.length === 0 ? known : [...known, ...added] };
    },
    finished: (snapshot) => isFinished(snapshot.run),
    render(snapshot, cursor) {
      let chunk = '';
      let sent = cursor?.steps ?? 0;
      if (cursor !== null && cursor.attempt !== snapshot.run.attempts) {
        chunk += event('restart', { attempt: snapshot.run.attempts });
        sent = 0;
      }
      for (const step of snapshot.steps.slice(sent)) chunk += event('step', step);
      if (cursor?.runData !== snapshot.runData) chunk += event(isFinished(snapshot.run) ? 'done' : 'run', snapshot.run);
      return { chunk, cursor: { attempt: snapshot.run.attempts, steps: snapshot.steps.length, runData: snapshot.runData } };
    },
    refusals: {
      perIp: (limit) => `Your address already has ${limit} live agent runs open, the most we allow. Close one and try again.`,
      perSubject: (limit) => `This agent run already has ${limit} live pages following it, the most we allow. Please try again later.`,
    },
  });
}

// One set of streams per app, so /api/agents and /api/v1 count against the same caps.
const perApp = new WeakMap<FastifyInstance['config'], EventStreams>();

/** The app's agent-run streams (EVENT_STREAMS_PER_IP per address, EVENT_STREAMS_PER_ANALYSIS per run), ended when the app closes. */
export function agentRunEventStreams(app: FastifyInstance): EventStreams {
  let streams = perApp.get(app.config);
  if (streams === undefined) {
    const created = createAgentRunEventStreams(app, { perIp: app.config.eventStreamsPerIp, perSubject: app.config.eventStreamsPerAnalysis });
    app.addHook('onClose', async () => created.closeAll());
    perApp.set(app.config, (streams = created));
  }
  return streams;
}
