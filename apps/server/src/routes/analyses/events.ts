import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAnalysis } from '@sightline/db';
import { summarizeAnalysis } from '../../analysis/summary';
import { HttpError } from '../../errors';

// The worker may be another process, so streams read the stored progress rather than listening
// to events in memory; once a second is plenty for a progress bar.
const EVENTS_POLL_MS = 1_000;
const HEARTBEAT_MS = 15_000;

export interface EventStreamLimits {
  perIp: number;
  perAnalysis: number;
}

interface Listener {
  write(chunk: string): void;
  /** The last data this stream was sent, so a stream that joins late still gets the current one. */
  sent: string;
  close(): void;
}

/** One analysis being followed: a single database poll whose result goes to every listener. */
interface Watch {
  listeners: Set<Listener>;
  last: string | null;
  timer?: NodeJS.Timeout;
}

export interface EventStreams {
  /**
   * Server-Sent Events: a `progress` event whenever the stored status or progress changes, and a
   * final `done` event (completed or failed) after which the stream ends. Answers 429 instead
   * when the address or the analysis already has its most streams open.
   */
  open(request: FastifyRequest, reply: FastifyReply, id: string): void;
  /** Ends every open stream; a server shutting down must not wait for browsers to hang up. */
  closeAll(): void;
}

/**
 * The progress streams of one app. However many streams follow an analysis, the database is
 * read once per EVENTS_POLL_MS for it (1,000 streams each polling once a second made
 * /api/health take seconds), and streams are capped per address and per analysis.
 */
export function createEventStreams(app: FastifyInstance, limits: EventStreamLimits): EventStreams {
  const watches = new Map<string, Watch>();
  const perIp = new Map<string, number>();

  function send(listener: Listener, data: string, finished: boolean) {
    if (listener.sent === data) return;
    listener.sent = data;
    listener.write(`event: ${finished ? 'done' : 'progress'}\ndata: ${data}\n\n`);
  }

  function stopWatching(id: string, watch: Watch) {
    clearTimeout(watch.timer);
    if (watches.get(id) === watch) watches.delete(id);
  }

  async function poll(id: string, watch: Watch) {
    let finished = false;
    try {
      const analysis = await findAnalysis(app.db, id);
      if (!analysis) finished = true;
      else {
        const summary = summarizeAnalysis(analysis);
        finished = summary.status === 'completed' || summary.status === 'failed';
        watch.last = JSON.stringify(summary);
        for (const listener of watch.listeners) send(listener, watch.last, finished);
      }
    } catch (error) {
      app.log.error({ err: error, analysisId: id }, 'analysis event stream failed');
      finished = true;
    }
    if (finished) {
      stopWatching(id, watch);
      for (const listener of [...watch.listeners]) listener.close();
    } else if (watch.listeners.size > 0) {
      watch.timer = setTimeout(() => void poll(id, watch), EVENTS_POLL_MS);
    }
  }

  return {
    open(request, reply, id) {
      const ip = request.ip;
      // A place frees up as soon as another page closes; the browser need not wait long.
      const refuse = (message: string) => {
        reply.header('retry-after', '30');
        return new HttpError(429, 'RATE_LIMITED', message);
      };
      if ((perIp.get(ip) ?? 0) >= limits.perIp) {
        throw refuse(`Your address already has ${limits.perIp} live progress pages open, the most we allow. Close one and try again.`);
      }
      const existing = watches.get(id);
      if (existing && existing.listeners.size >= limits.perAnalysis) {
        throw refuse(`This analysis already has ${limits.perAnalysis} live progress pages open, the most we allow. Please try again later.`);
      }

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

      const watch: Watch = existing ?? { listeners: new Set(), last: null };
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let closed = false;
      const listener: Listener = {
        write: (chunk) => raw.write(chunk),
        sent: '',
        close() {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          watch.listeners.delete(listener);
          if (watch.listeners.size === 0) stopWatching(id, watch);
          const left = (perIp.get(ip) ?? 1) - 1;
          if (left === 0) perIp.delete(ip);
          else perIp.set(ip, left);
          raw.end();
        },
      };
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      watch.listeners.add(listener);
      request.raw.on('close', () => listener.close());

      if (existing) {
        if (watch.last !== null) send(listener, watch.last, false);
      } else {
        watches.set(id, watch);
        void poll(id, watch);
      }
    },
    closeAll() {
      for (const [id, watch] of [...watches]) {
        stopWatching(id, watch);
        for (const listener of [...watch.listeners]) listener.close();
      }
    },
  };
}
