import type { FastifyInstance } from 'fastify';
import { refreshSurveyStatistics, surveyAnswersStamp, type Db } from '@sightline/db';

/** Results and cross-tabs kept per process: most are a few kilobytes, but the latest long texts of a big survey can make one megabytes. */
const MAX_ENTRIES = 200;
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  surveyId: string;
  /** surveyAnswersStamp when the computation started. */
  stamp: string;
  value: Promise<unknown>;
  /** Its size as JSON once computed (0 until then). */
  bytes: number;
}

/** Per database, so test apps never share entries. */
const caches = new WeakMap<Db, Map<string, Entry>>();
const refreshing = new WeakMap<Db, Promise<void>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** Keeps the planner's statistics current before a heavy read (refreshSurveyStatistics); one refresh at a time. */
function refreshStatistics(app: FastifyInstance): Promise<void> {
  let running = refreshing.get(app.db);
  if (!running) {
    running = refreshSurveyStatistics(app.db)
      .then((tables) => {
        if (tables.length > 0) app.log.info({ tables }, 'survey tables analysed: they had grown since their statistics were taken');
      })
      // A concurrent ANALYZE (autovacuum, another process) can make ours fail; the reads go on with the statistics there are.
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not analyse the survey tables'))
      .finally(() => refreshing.delete(app.db));
    refreshing.set(app.db, running);
  }
  return running;
}

/**
 * A survey's results (or a cross-tab) computed once per state of its answers: `key` says what was
 * asked (kind, version, filters), and the entry holds while the survey's answers stamp
 * (surveyAnswersStamp: response count and latest save) is the one it was computed under. A save
 * from any process changes the stamp; saves from this one also drop the survey's entries at once
 * (forgetSurveyResults). Concurrent requests for the same thing share one computation. The least
 * recently read entry goes when the cache is full.
 */
export async function cachedSurveyRead<T>(app: FastifyInstance, surveyId: string, key: unknown, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(app.db);
  const id = JSON.stringify([surveyId, key]);
  const stamp = await surveyAnswersStamp(app.db, surveyId);
  const entry = cache.get(id);
  if (entry && entry.stamp === stamp) {
    cache.delete(id);
    cache.set(id, entry);
    return entry.value as Promise<T>;
  }
  const value = refreshStatistics(app).then(compute);
  const fresh: Entry = { surveyId, stamp, value, bytes: 0 };
  cache.set(id, fresh);
  value.then(
    (computed) => {
      fresh.bytes = JSON.stringify(computed).length;
      evict(cache);
    },
    () => {
      if (cache.get(id) === fresh) cache.delete(id);
    },
  );
  evict(cache);
  return value;
}

/** Drops the least recently read entries while there are too many or they are too big together. */
function evict(cache: Map<string, Entry>): void {
  let bytes = 0;
  for (const entry of cache.values()) bytes += entry.bytes;
  for (const [id, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && bytes <= MAX_BYTES) return;
    cache.delete(id);
    bytes -= entry.bytes;
  }
}

/** Drops what was computed from a survey's answers: called when this process saves one. */
export function forgetSurveyResults(db: Db, surveyId: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [id, entry] of cache) if (entry.surveyId === surveyId) cache.delete(id);
}
