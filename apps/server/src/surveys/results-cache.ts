import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deleteSurveyResultsSums,
  findSurveyResultsSums,
  listLatestDeletedResponses,
  refreshSurveyStatistics,
  saveSurveyResultsSums,
  surveyAnswersStamp,
  surveyResponsesChecksum,
  surveyResponseTimeline,
  type Db,
  type ResponsesChecksum,
  type ResponseScope,
  type TimelineDay,
} from '@sightline/db';

/** Results and cross-tabs kept per process: most are a few kilobytes, but the latest long texts of a big survey can make one megabytes. */
const MAX_ENTRIES = 200;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * How long after the time it carries (updated_at, completed_at: the saving process's clock when
 * the save began) a response can still appear to readers: the save's transaction, its wait for a
 * turn on PGlite's one connection or for a lock, and the clocks of several server processes
 * disagreeing. Responses answered longer ago than this are taken as settled.
 */
export const SETTLE_MS = 60_000;

/**
 * What results are worked out from, as a sum over responses: the aggregate of a set of responses
 * is `gather` over them, and the aggregate of two disjoint sets is `add` of theirs (counts, sums,
 * per-value counts, word counts and the latest few texts all add up exactly). `finish` turns the
 * aggregate of the whole scope into the answer.
 */
export interface SurveyAggregate<P, R> {
  /**
   * What the kept sums are of, whatever definition they were gathered for (results; a cross-tab of
   * two questions): with the scope, it names them in the database (survey_results_sums), where a
   * read of another version finds them too and makes them its own (`fit`).
   */
  kind: unknown;
  /** The aggregate of the responses in `scope` (a slice of the read's scope). */
  gather(scope: ResponseScope): Promise<P>;
  /** The aggregate of no response. */
  empty(): P;
  /** Adds `more` to `into`: changes `into`, never `more`, and shares nothing with it afterwards. */
  add(into: P, more: P): void;
  /**
   * Takes `less`, the aggregate of some of the responses `from` was gathered over (deleted ones,
   * gathered from their copies), out of `from`, which is the aggregate of the responses in `scope`
   * as they were: what no subtraction can give (the latest texts, when one of them goes) is
   * gathered over `scope` again.
   */
  subtract(from: P, less: P, scope: ResponseScope): Promise<void>;
  /** The answer, from the aggregate of every response in scope and the scope's timeline. */
  finish(whole: P, timeline: TimelineDay[]): R;
  /** About how many bytes `part` holds in memory. */
  bytes(part: P): number;
  /** `part` as JSON, to keep in the database. */
  toJson(part: P): unknown;
  /** What `toJson` wrote, back; null for anything else (written by another format of it). */
  fromJson(json: unknown): P | null;
  /**
   * Makes `part`, the aggregate of the responses in `scope` as gathered for another definition
   * (read back from the database after a new version was published), this aggregate's: drops what
   * it no longer asks for and gathers over `scope` what it lacks. Answers whether `part` changed.
   */
  fit(part: P, scope: ResponseScope | null): Promise<boolean>;
}

/**
 * The settled part of a read: the aggregate of every complete response in scope answered before
 * `until`. Complete responses never change (upsertSurveyResponse leaves a completed response as
 * it is) and their answered-at time is their completion, so this part only ever grows, by the
 * responses that settle later: it is kept between reads and extended, never worked out again.
 */
interface Settled<P> {
  until: number;
  part: P;
  /** The count and checksum (surveyResponsesChecksum) of the responses in it, checked against the database on every read. */
  set: ResponsesChecksum;
}

/** Kept sums per survey in the database: each filter, date range and cross-tab an owner reads has its own. */
const KEPT_PER_SURVEY = 50;

const EMPTY_SET: ResponsesChecksum = { count: 0, checksum: 0n };
const sameSet = (a: ResponsesChecksum, b: ResponsesChecksum) => a.count === b.count && a.checksum === b.checksum;
const union = (a: ResponsesChecksum, b: ResponsesChecksum): ResponsesChecksum => ({ count: a.count + b.count, checksum: a.checksum + b.checksum });

/**
 * The name of a read's kept sums in the database. The settled responses are complete ones whatever
 * the read's statuses, so reads with and without partial responses share them.
 */
function keptKey(scope: ResponseScope, aggregate: SurveyAggregate<unknown, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify([aggregate.kind, { ...scope, statuses: ['complete'] }]))
    .digest('hex');
}

/** The kept sums in the database for this read (not yet checked), made this aggregate's; null when there are none. */
async function loadSettled<P, R>(app: FastifyInstance, scope: ResponseScope, aggregate: SurveyAggregate<P, R>): Promise<{ settled: Settled<P>; fitted: boolean } | null> {
  const row = await findSurveyResultsSums(app.db, scope.surveyId, keptKey(scope, aggregate as SurveyAggregate<unknown, unknown>));
  const part = row ? aggregate.fromJson(row.part) : null;
  if (!row || !part) return null;
  const until = row.until.getTime();
  const started = performance.now();
  const fitted = await aggregate.fit(part, slice(scope, { to: until }, ['complete']));
  app.log.info({ surveyId: scope.surveyId, fitted, fitMs: Math.round(performance.now() - started) }, 'survey results: settled sums read back from the database');
  return { settled: { until, part, set: { count: row.complete, checksum: BigInt(row.checksum) } }, fitted };
}

/** Writes the settled part to the database, for the first read after a restart (a failed write is only logged: the read stands). */
async function keepSettled<P, R>(app: FastifyInstance, scope: ResponseScope, aggregate: SurveyAggregate<P, R>, settled: Settled<P>): Promise<void> {
  try {
    await saveSurveyResultsSums(
      app.db,
      {
        surveyId: scope.surveyId,
        key: keptKey(scope, aggregate as SurveyAggregate<unknown, unknown>),
        until: new Date(settled.until),
        complete: settled.set.count,
        checksum: settled.set.checksum,
        part: aggregate.toJson(settled.part),
      },
      KEPT_PER_SURVEY,
    );
  } catch (error) {
    app.log.warn({ err: error, surveyId: scope.surveyId }, 'survey results: could not keep the settled sums in the database');
  }
}

interface Entry {
  surveyId: string;
  /** surveyAnswersStamp when the computation started ('' once a save of this process made it stale). */
  stamp: string;
  value: Promise<unknown>;
  /** The settled part the value was computed with, for the next read to start from (null if it failed). */
  settled: Promise<Settled<unknown> | null>;
  /** Its size (the answer as JSON and the settled part) once computed (0 until then). */
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

const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a > b ? a : b);
const earlier = (a: Date | null, b: Date | null) => (a === null ? b : b === null || a < b ? a : b);

/**
 * The part of `scope` answered in [from, to) with one of `statuses` (null: no bound), or null when
 * that is nothing.
 */
function slice(scope: ResponseScope, range: { from?: number; to?: number }, statuses: ResponseScope['statuses']): ResponseScope | null {
  const from = later(scope.from, range.from === undefined ? null : new Date(range.from));
  const to = earlier(scope.to, range.to === undefined ? null : new Date(range.to));
  const kept = scope.statuses.filter((status) => statuses.includes(status));
  if ((from !== null && to !== null && from >= to) || kept.length === 0) return null;
  return { ...scope, from, to, statuses: kept };
}

/** Every day of two timelines of disjoint sets of responses, added up, oldest first. */
function addTimelines(a: readonly TimelineDay[], b: readonly TimelineDay[]): TimelineDay[] {
  const days = new Map<string, TimelineDay>();
  for (const day of [...a, ...b]) {
    const kept = days.get(day.date);
    if (kept) days.set(day.date, { date: day.date, complete: kept.complete + day.complete, partial: kept.partial + day.partial });
    else days.set(day.date, { ...day });
  }
  return [...days.values()].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/**
 * Takes the responses deleted since `kept` was checked out of it, when that is all that changed:
 * `kept` holds `expected` (the settled responses it was gathered from, plus those the cut-off
 * passed), the database `found`. The responses missing are the ones in scope deleted last
 * (survey_deleted_responses keeps a copy of each), so the latest `expected - found` of them are
 * subtracted if their count and checksum make up the difference exactly; anything else (a save
 * that showed up late, a deletion racing this read) answers false, and the caller gathers
 * everything again.
 */
async function subtractDeleted<P, R>(
  app: FastifyInstance,
  scope: ResponseScope,
  aggregate: SurveyAggregate<P, R>,
  kept: Settled<P>,
  expected: ResponsesChecksum,
  found: ResponsesChecksum,
): Promise<boolean> {
  const missing = expected.count - found.count;
  const keptScope = slice(scope, { to: kept.until }, ['complete']);
  if (missing <= 0 || !keptScope) return false;
  const deleted = await listLatestDeletedResponses(app.db, keptScope, missing);
  if (!sameSet({ count: expected.count - deleted.set.count, checksum: expected.checksum - deleted.set.checksum }, found)) return false;
  await aggregate.subtract(kept.part, await aggregate.gather({ ...keptScope, deleted: deleted.ids }), keptScope);
  app.log.info({ surveyId: scope.surveyId, deleted: deleted.ids.length }, 'survey results: deleted responses subtracted from the kept sums');
  return true;
}

/**
 * Reads the responses in scope as three disjoint slices and adds them up:
 *
 * - settled: complete responses answered before the cut-off (`Settled`). Kept from the last read
 *   of this process, or else read back from the database (survey_results_sums, written whenever
 *   this slice is gathered or grows); only a read with neither, or whose check fails, gathers it
 *   from scratch (the one slow read).
 * - recent: every response in scope (of the scope's statuses) answered at or after the cut-off,
 *   gathered on each read: a minute or two of answers.
 * - partial: with includePartial, the partial responses answered before the cut-off, gathered on
 *   each read: a partial response changes whenever its respondent saves again (its answers are
 *   replaced and it moves to the recent slice, or completes), and what it held before is not
 *   stored anywhere, so it could not be taken out of a kept sum.
 *
 * The cut-off follows the clock, SETTLE_MS behind it, and moves on (the responses it passes are
 * gathered and added to the settled slice) once it is more than SETTLE_MS behind.
 *
 * The check: kept sums are only right while the complete responses in scope answered before the
 * cut-off are the ones they were gathered from. A response can be deleted (a survey's responses go
 * only with the survey today), or a save can show up later than SETTLE_MS after the time it
 * carries. Each read counts those responses and sums a hash of their ids, in the same scan as
 * their timeline; when that is not the kept sums' (plus the responses the cut-off passed), the
 * responses deleted since are subtracted (subtractDeleted), or, when the difference is not only
 * those, everything is gathered from scratch (logged). A read that gathers settled responses (all of
 * them, or the ones the cut-off passed) also checks them (surveyResponsesChecksum) before and
 * after: if they changed meanwhile (a late save committed in between), its queries may each have
 * seen another set, and it starts again.
 */
async function computeSlices<P, R>(
  app: FastifyInstance,
  scope: ResponseScope,
  aggregate: SurveyAggregate<P, R>,
  previous: Settled<P> | null,
  load: boolean,
): Promise<{ result: R; settled: Settled<P> }> {
  const cut = Date.now() - SETTLE_MS;
  const gather = (part: ResponseScope | null) => (part ? aggregate.gather(part) : Promise.resolve(aggregate.empty()));
  const timeline = (part: ResponseScope | null) => (part ? surveyResponseTimeline(app.db, part) : Promise.resolve({ days: [], complete: EMPTY_SET }));
  const check = (part: ResponseScope | null) => (part ? surveyResponsesChecksum(app.db, part) : Promise.resolve(EMPTY_SET));
  // The timelines count complete and partial responses whatever the statuses (as the results page shows both).
  const every = ['complete', 'partial'] as const;
  const partial = scope.statuses.includes('partial');

  let kept = previous;
  let fitted = false;
  if (!kept && load) ({ settled: kept, fitted } = (await loadSettled(app, scope, aggregate)) ?? { settled: null, fitted: false });
  const loaded = kept !== null && kept !== previous;
  const until = kept && cut - kept.until < SETTLE_MS ? kept.until : cut;
  const settledScope = slice(scope, { to: until }, ['complete']);
  const passedScope = kept && until > kept.until ? slice(scope, { from: kept.until, to: until }, ['complete']) : null;
  // A read that gathers settled responses checks that they did not change while it gathered, before
  // its gathers start (not beside them: on Postgres those run on other connections) and after: all
  // of them when it gathers them all, the ones the cut-off passed when it extends kept sums (the
  // settled days' check then says the others are still the kept ones). Reading kept sums back
  // gathered what a new version asks for (fit) before any check: a change since they were kept,
  // then or before, shows as a kept set that is not the one found.
  const watched = kept ? passedScope : settledScope;
  const start = !kept || passedScope !== null ? await check(watched) : null;
  const [settledPart, passedPart, settledTimeline, recentPart, recentTimeline, partialPart] = await Promise.all([
    kept ? Promise.resolve(kept.part) : gather(settledScope),
    passedScope ? gather(passedScope) : Promise.resolve(null),
    timeline(slice({ ...scope, statuses: every }, { to: until }, every)),
    gather(slice(scope, { from: until }, scope.statuses)),
    timeline(slice({ ...scope, statuses: every }, { from: until }, every)),
    partial ? gather(slice(scope, { to: until }, ['partial'])) : Promise.resolve(aggregate.empty()),
  ]);
  // The settled days' own count and checksum (the same scan as their timeline).
  const found = settledTimeline.complete;
  if (start && (!sameSet(start, await check(watched)) || (!kept && !sameSet(start, found)))) {
    app.log.info({ surveyId: scope.surveyId }, 'survey results: settled responses changed while they were read; reading again');
    return computeSlices(app, scope, aggregate, previous, load);
  }
  let subtracted = false;
  if (kept) {
    const expected = passedScope ? union(kept.set, start!) : kept.set;
    // Sums read back and fitted to a new version were partly gathered just now, without the
    // deleted responses: nothing tells which of their questions still hold those.
    if (!sameSet(expected, found) && (fitted || !(subtracted = await subtractDeleted(app, scope, aggregate, kept, expected, found)))) {
      app.log.warn(
        { surveyId: scope.surveyId, kept: expected.count, found: found.count, fromDatabase: loaded },
        'survey results: complete responses before the cut-off changed (deleted, or saved later than expected); working them out again',
      );
      return computeSlices(app, scope, aggregate, null, false);
    }
    if (passedPart) aggregate.add(kept.part, passedPart);
  }
  const settled: Settled<P> = { until, part: settledPart, set: found };
  if (!kept || passedScope || fitted || subtracted) await keepSettled(app, scope, aggregate, settled);
  const whole = aggregate.empty();
  aggregate.add(whole, recentPart);
  aggregate.add(whole, settled.part);
  aggregate.add(whole, partialPart);
  return { result: aggregate.finish(whole, addTimelines(settledTimeline.days, recentTimeline.days)), settled };
}

/**
 * A survey's results (or a cross-tab) per state of its answers: `key` says what was asked (kind,
 * version, filters), and the answer holds while the survey's answers stamp (surveyAnswersStamp:
 * response count and latest save) is the one it was computed under. A save from any process
 * changes the stamp; saves from this one also mark the survey's entries stale at once
 * (forgetSurveyResults). When the stamp has changed, the answer is worked out again from the
 * settled slice kept from the last read plus what was answered since (computeSlices), so only the
 * first read of a scope goes over every response. Concurrent requests for the same thing share
 * one computation. The least recently read entry goes when the cache is full.
 */
export async function cachedSurveyAggregate<P, R>(app: FastifyInstance, scope: ResponseScope, key: unknown, aggregate: SurveyAggregate<P, R>): Promise<R> {
  const cache = cacheOf(app.db);
  const id = JSON.stringify([scope.surveyId, key, scope]);
  const stamp = await surveyAnswersStamp(app.db, scope.surveyId);
  const entry = cache.get(id);
  if (entry && entry.stamp === stamp) {
    cache.delete(id);
    cache.set(id, entry);
    return entry.value as Promise<R>;
  }
  // The next computation starts from the last one's settled slice, once that one is done.
  const previous = entry ? (entry.settled as Promise<Settled<P> | null>) : Promise.resolve(null);
  const computed = Promise.all([previous, refreshStatistics(app)]).then(([settled]) => computeSlices(app, scope, aggregate, settled, true));
  const fresh: Entry = {
    surveyId: scope.surveyId,
    stamp,
    value: computed.then(({ result }) => result),
    settled: computed.then(
      ({ settled }) => settled,
      () => null,
    ),
    bytes: 0,
  };
  cache.set(id, fresh);
  computed.then(
    ({ result, settled }) => {
      fresh.bytes = JSON.stringify(result).length + aggregate.bytes(settled.part);
      evict(cache);
    },
    () => {
      if (cache.get(id) === fresh) cache.delete(id);
    },
  );
  evict(cache);
  return fresh.value as Promise<R>;
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

/**
 * Marks what was computed from a survey's answers stale: called when this process saves one. The
 * settled slices stay, for the next read to start from.
 */
export function forgetSurveyResults(db: Db, surveyId: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const entry of cache.values()) if (entry.surveyId === surveyId) entry.stamp = '';
}

/**
 * Forgets everything kept of a survey's answers, settled slices and the sums in the database
 * included: the next read goes over every response (what the tests compare with).
 */
export async function dropSurveyResults(db: Db, surveyId: string): Promise<void> {
  const cache = caches.get(db);
  if (cache) for (const [id, entry] of cache) if (entry.surveyId === surveyId) cache.delete(id);
  await deleteSurveyResultsSums(db, surveyId);
}
