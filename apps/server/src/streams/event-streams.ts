import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

// The worker may be another process, so streams read what it stored rather than listening to
// events in memory; once a second is plenty for a progress bar or a run's steps.
const EVENTS_POLL_MS = 1_000;
const HEARTBEAT_MS = 15_000;

export interface EventStreamLimits {
  perIp: number;
  perSubject: number;
}

/**
 * What a family of streams follows (an analysis's progress, an agent run's steps): how to read a
 * subject, and what each listener is sent of it given what it was sent before (its cursor).
 */
export interface StreamFeed<Snapshot, Cursor> {
  /** The subject now; `previous` is the last snapshot read, so only what is new need be read. Null: no such subject. */
  read(id: string, previous: Snapshot | null): Promise<Snapshot | null>;
  /** Once finished, every listener gets its last chunk and the streams end. */
  finished(snapshot: Snapshot): boolean;
  /** Server-Sent Events text for a listener whose cursor is `cursor` (null: sent nothing yet), and its new cursor. */
  render(snapshot: Snapshot, cursor: Cursor | null): { chunk: string; cursor: Cursor };
  /** The 429 messages: this address, or this subject, has its most streams open. */
  refusals: { perIp(limit: number): string; perSubject(limit: number): string };
}

interface Listener<Cursor> {
  write(chunk: string): void;
  cursor: Cursor | null;
  close(): void;
}

/** One subject being followed: a single database poll whose result goes to every listener. */
interface Watch<Snapshot, Cursor> {
  listeners: Set<Listener<Cursor>>;
  last: Snapshot | null;
  timer?: NodeJS.Timeout;
}

export interface EventStreams {
  /** Opens a stream on `id` (already checked as the requester's), or answers 429 when the address or the subject has its most streams open. */
  open(request: FastifyRequest, reply: FastifyReply, id: string): void;
  /** Ends every open stream; a server shutting down must not wait for browsers to hang up. */
  closeAll(): void;
}

/**
 * Live streams of one feed in one app. However many streams follow a subject, the database is read
 * once per EVENTS_POLL_MS for it (1,000 streams each polling once a second made /api/health take
 * seconds), and streams are capped per address and per subject.
 */
export function createEventStreams<Snapshot, Cursor>(app: FastifyInstance, limits: EventStreamLimits, feed: StreamFeed<Snapshot, Cursor>): EventStreams {
  const watches = new Map<string, Watch<Snapshot, Cursor>>();
  const perIp = new Map<string, number>();

  function send(listener: Listener<Cursor>, snapshot: Snapshot) {
    const { chunk, cursor } = feed.render(snapshot, listener.cursor);
    listener.cursor = cursor;
    if (chunk !== '') listener.write(chunk);
  }

  function stopWatching(id: string, watch: Watch<Snapshot, Cursor>) {
    clearTimeout(watch.timer);
    if (watches.get(id) === watch) watches.delete(id);
  }

  async function poll(id: string, watch: Watch<Snapshot, Cursor>) {
    let finished = false;
    try {
      const snapshot = await feed.read(id, watch.last);
      if (snapshot === null) finished = true;
      else {
        finished = feed.finished(snapshot);
        watch.last = snapshot;
        for (const listener of watch.listeners) send(listener, snapshot);
      }
    } catch (error) {
      app.log.error({ err: error, subject: id }, 'event stream failed');
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
      if ((perIp.get(ip) ?? 0) >= limits.perIp) throw refuse(feed.refusals.perIp(limits.perIp));
      const existing = watches.get(id);
      if (existing && existing.listeners.size >= limits.perSubject) throw refuse(feed.refusals.perSubject(limits.perSubject));

      // Headers set before the stream opened (an API key's RateLimit-*) still go out with it.
      const set = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // Proxies such as nginx would otherwise buffer the stream until it ends.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');

      const watch: Watch<Snapshot, Cursor> = existing ?? { listeners: new Set(), last: null };
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let closed = false;
      const listener: Listener<Cursor> = {
        write: (chunk) => raw.write(chunk),
        cursor: null,
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
        // A stream that joins late gets what the others were last sent, then follows along.
        if (watch.last !== null) send(listener, watch.last);
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
