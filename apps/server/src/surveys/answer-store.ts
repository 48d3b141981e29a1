import type { FastifyInstance } from 'fastify';
import {
  countDeletedResponses,
  listDeletedResponses,
  listSealableResponses,
  listSurveyAnswerBlocks,
  listUnsealedResponses,
  readSurveyAnswerBlocks,
  refreshSurveyStatistics,
  responseKey,
  sealSurveyResponses,
  vacuumSurveyResponses,
  type Db,
  type StoredResponse,
} from '@sightline/db';
import { Segment } from './answer-segment';

/**
 * Complete responses per block (survey_answer_blocks): the responses not in one are read row by row
 * on every change, and held as one segment made again then (~90 ms of CPU for 4,096). A first read
 * of 100,000 sealed responses took ~1,000 ms of CPU in blocks of 1,024 and ~700 in blocks of 4,096:
 * each block repeats its questions' distinct answers, and counting works each of them out once.
 */
export const BLOCK_SIZE = 4096;
/** What the answers of all surveys held in memory may take together, about; the least recently read go first. */
const MAX_BYTES = 512 * 1024 * 1024;
/** Results kept per survey for its current answers (each filter, cross-tab… read is one). */
const MAX_RESULTS = 32;
/** A process checks whether a block can be sealed after this many complete saves of a survey. */
const SEAL_CHECK_EVERY = BLOCK_SIZE / 4;

/** What a survey's answers are in memory at one moment: replaced whole, never changed in place (but `alive`, which only ever loses responses). */
interface State {
  /** Sealed blocks by number. */
  blocks: Map<number, Segment>;
  /** The responses in no block, by id. */
  unsealed: Map<string, StoredResponse>;
  /** The complete and the partial ones of them, as segments. */
  loose: Segment[];
  /** Deleted complete responses (survey_deleted_responses), left out of the blocks that hold them. */
  deleted: Set<string>;
}

/**
 * One survey's answers, as the database has them: its blocks, read once each, and the responses
 * in no block, read again (only those new or changed) whenever they change. `sync` brings it up to
 * date; a read then counts from `segments()` without waiting on anything in between, so it sees
 * one state.
 */
class SurveyAnswers {
  private state: State = { blocks: new Map(), unsealed: new Map(), loose: [], deleted: new Set() };
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly results = new Map<string, unknown>();
  bytes = 0;

  constructor(
    private readonly db: Db,
    readonly surveyId: string,
  ) {}

  segments(): Segment[] {
    return [...this.state.blocks.values(), ...this.state.loose];
  }

  get unsealedComplete(): number {
    return this.state.loose.find((segment) => segment.status === 'complete')?.size ?? 0;
  }

  /** `work`'s answer for the current state, kept until the answers change. */
  read<R>(key: string, work: (segments: Segment[]) => R): R {
    if (this.results.has(key)) {
      const kept = this.results.get(key) as R;
      this.results.delete(key);
      this.results.set(key, kept);
      return kept;
    }
    const result = work(this.segments());
    this.results.set(key, result);
    for (const old of this.results.keys()) {
      if (this.results.size <= MAX_RESULTS) break;
      this.results.delete(old);
    }
    return result;
  }

  /**
   * Brings the answers up to what the database holds now: a sync already running started before
   * this call, so it is waited for and one more follows (shared by every caller that came meanwhile).
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.refresh().finally(() => (this.running = null));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  /**
   * Reads what changed, then makes it the state at once. In this order, so that a response sealed
   * or deleted meanwhile is counted once: the responses in no block first, then the blocks (a
   * response sealed after the first read is in both, and its block's copy is kept), then the
   * deletions (a response deleted after the first read is listed there, and left out).
   */
  private async refresh(): Promise<void> {
    const before = this.state;
    const rows = await listUnsealedResponses(this.db, this.surveyId, [...before.unsealed.values()].map(responseKey));
    const unsealed = new Map<string, StoredResponse>();
    let changed = rows.length !== before.unsealed.size;
    for (const row of rows) {
      const kept = row.answers === null ? before.unsealed.get(row.id) : undefined;
      if (kept) unsealed.set(row.id, kept);
      else {
        unsealed.set(row.id, { ...row, answers: row.answers ?? {} });
        changed = true;
      }
    }
    const listed = await listSurveyAnswerBlocks(this.db, this.surveyId);
    const blocks = new Map<number, Segment>();
    const missing: number[] = [];
    for (const { block } of listed) {
      const kept = before.blocks.get(block);
      if (kept) blocks.set(block, kept);
      else missing.push(block);
    }
    if (blocks.size !== before.blocks.size) changed = true;
    const loaded = (await readSurveyAnswerBlocks(this.db, this.surveyId, missing)).map(({ block, data }) => [block, Segment.decode(data)] as const);
    const deletedCount = await countDeletedResponses(this.db, this.surveyId);
    const deleted = deletedCount === before.deleted.size ? before.deleted : new Set(await listDeletedResponses(this.db, this.surveyId));

    // From here on nothing waits: the new state is made and takes the old one's place in one go.
    for (const [block, segment] of loaded) {
      blocks.set(block, segment);
      for (const row of segment.rowsAmong(new Set(unsealed.keys()))) unsealed.delete(segment.id(row));
      changed = true;
    }
    const newDeletions = deleted !== before.deleted;
    for (const [block, segment] of blocks) {
      if (!newDeletions && before.blocks.has(block)) continue;
      for (const row of segment.rowsAmong(deleted)) segment.alive[row] = 0;
    }
    if (newDeletions) {
      for (const id of deleted) unsealed.delete(id);
      changed = true;
    }
    if (!changed) return;
    const loose = (['complete', 'partial'] as const)
      .map((status) => Segment.of(status, [...unsealed.values()].filter((response) => response.status === status)))
      .filter((segment) => segment.size > 0);
    this.state = { blocks, unsealed, loose, deleted };
    this.results.clear();
    this.bytes = this.segments().reduce((sum, segment) => sum + segment.bytes(), 0);
  }
}

/** Per database, so test apps never share answers. */
const stores = new WeakMap<Db, Map<string, SurveyAnswers>>();
const sealing = new Map<string, Promise<void>>();
const completedSince = new Map<string, number>();

function storesOf(db: Db): Map<string, SurveyAnswers> {
  let found = stores.get(db);
  if (!found) stores.set(db, (found = new Map()));
  return found;
}

/** Drops the least recently read surveys' answers while they take more than MAX_BYTES together, but `keep`'s. */
function evict(surveys: Map<string, SurveyAnswers>, keep: SurveyAnswers): void {
  let bytes = 0;
  for (const store of surveys.values()) bytes += store.bytes;
  for (const [surveyId, store] of surveys) {
    if (bytes <= MAX_BYTES) return;
    if (store === keep) continue;
    surveys.delete(surveyId);
    bytes -= store.bytes;
  }
}

/**
 * What `work` answers over a survey's responses (as segments) as the database holds them now,
 * `key` naming the question asked: the answers are brought up to date first (read once per survey
 * and process, then only what changed), and an answer is kept until they change. Starts sealing
 * when enough complete responses are in no block.
 */
export async function readSurveyAnswers<R>(app: FastifyInstance, surveyId: string, key: unknown, work: (segments: Segment[]) => R): Promise<R> {
  const surveys = storesOf(app.db);
  let store = surveys.get(surveyId);
  if (store) surveys.delete(surveyId);
  else store = new SurveyAnswers(app.db, surveyId);
  surveys.set(surveyId, store);
  await store.sync();
  evict(surveys, store);
  if (store.unsealedComplete >= BLOCK_SIZE) sealSoon(app, surveyId);
  return store.read(JSON.stringify(key), work);
}

/** Forgets a survey's answers held in memory (the survey was deleted). */
export function forgetSurveyAnswers(db: Db, surveyId: string): void {
  stores.get(db)?.delete(surveyId);
}

/** Called after a response of a survey was saved by this process: every SEAL_CHECK_EVERY completions, sealing is tried. */
export function surveyAnswerSaved(app: FastifyInstance, surveyId: string, complete: boolean): void {
  if (!complete) return;
  const count = (completedSince.get(surveyId) ?? 0) + 1;
  completedSince.set(surveyId, count % SEAL_CHECK_EVERY);
  if (count >= SEAL_CHECK_EVERY) sealSoon(app, surveyId);
}

/** Seals in the background (once at a time per survey); a failure is logged, and the responses wait for the next try. */
function sealSoon(app: FastifyInstance, surveyId: string): void {
  if (sealing.has(surveyId)) return;
  const started = sealSurveyAnswers(app.db, surveyId)
    .then((blocks) => {
      if (blocks > 0) app.log.info({ surveyId, blocks }, 'survey answers sealed into blocks');
    })
    .catch((error: unknown) => app.log.warn({ err: error, surveyId }, 'could not seal survey answers into blocks'))
    .finally(() => sealing.delete(surveyId));
  sealing.set(surveyId, started);
}

/**
 * Seals a survey's complete responses in no block into blocks of `size`, those answered first
 * first, while there are that many; answers how many blocks it wrote. Read from the database and
 * written in one transaction each (sealSurveyResponses), so any process may do it at any time: a
 * block whose responses changed meanwhile is not written. The survey tables' statistics are
 * refreshed first, as they have grown, and survey_responses is vacuumed after.
 */
export async function sealSurveyAnswers(db: Db, surveyId: string, size = BLOCK_SIZE): Promise<number> {
  await refreshSurveyStatistics(db);
  let written = 0;
  for (;;) {
    const responses = await listSealableResponses(db, surveyId, size);
    if (responses.length === 0) break;
    const block = await sealSurveyResponses(db, { surveyId, responseIds: responses.map((response) => response.id), data: Segment.of('complete', responses).encode() });
    if (block === null) break;
    written++;
  }
  if (written > 0) await vacuumSurveyResponses(db);
  return written;
}
