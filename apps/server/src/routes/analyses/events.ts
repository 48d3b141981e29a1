import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAnalysis } from '@sightline/db';
import { summarizeAnalysis } from '../../analysis/summary';

// The worker may be another process, so the stream reads the stored progress rather than
// listening to events in memory; once a second is plenty for a progress bar.
export const EVENTS_POLL_MS = 1_000;
const HEARTBEAT_MS = 15_000;

const open = new Set<() => void>();

/** Ends every open stream; a server shutting down must not wait for browsers to hang up. */
export function closeEventStreams() {
  for (const close of [...open]) close();
}

/**
 * Server-Sent Events: a `progress` event whenever the stored status or progress changes, and a
 * final `done` event (completed or failed) after which the stream ends.
 */
export function streamAnalysisEvents(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    // Proxies such as nginx would otherwise buffer the stream until it ends.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');

  let last = '';
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    open.delete(close);
    raw.end();
  };
  open.add(close);
  request.raw.on('close', close);

  const tick = async () => {
    if (closed) return;
    try {
      const analysis = await findAnalysis(app.db, id);
      if (closed) return;
      if (!analysis) return close();
      const summary = summarizeAnalysis(analysis);
      const data = JSON.stringify(summary);
      const finished = summary.status === 'completed' || summary.status === 'failed';
      if (data !== last) {
        last = data;
        raw.write(`event: ${finished ? 'done' : 'progress'}\ndata: ${data}\n\n`);
      }
      if (finished) return close();
    } catch (error) {
      request.log.error({ err: error }, 'analysis event stream failed');
      return close();
    }
    timer = setTimeout(() => void tick(), EVENTS_POLL_MS);
  };
  void tick();
}
