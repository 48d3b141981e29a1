import type { FastifyInstance } from 'fastify';
import { findAnalysis } from '@sightline/db';
import { summarizeAnalysis } from '../../analysis/summary';
import { createEventStreams, type EventStreamLimits, type EventStreams } from '../../streams/event-streams';

interface ProgressSnapshot {
  data: string;
  finished: boolean;
}

/**
 * The progress streams of analyses (Server-Sent Events): a `progress` event whenever the stored
 * status or progress changes, and a final `done` event (completed or failed) after which the
 * stream ends.
 */
export function createAnalysisEventStreams(app: FastifyInstance, limits: EventStreamLimits): EventStreams {
  return createEventStreams<ProgressSnapshot, string>(app, limits, {
    async read(id) {
      const analysis = await findAnalysis(app.db, id);
      if (!analysis) return null;
      const summary = summarizeAnalysis(analysis);
      return { data: JSON.stringify(summary), finished: summary.status === 'completed' || summary.status === 'failed' };
    },
    finished: (snapshot) => snapshot.finished,
    render(snapshot, sent) {
      if (sent === snapshot.data) return { chunk: '', cursor: sent };
      return { chunk: `event: ${snapshot.finished ? 'done' : 'progress'}\ndata: ${snapshot.data}\n\n`, cursor: snapshot.data };
    },
    refusals: {
      perIp: (limit) => `Your address already has ${limit} live progress pages open, the most we allow. Close one and try again.`,
      perSubject: (limit) => `This analysis already has ${limit} live progress pages open, the most we allow. Please try again later.`,
    },
  });
}
