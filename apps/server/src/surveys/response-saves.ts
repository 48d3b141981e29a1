import { upsertSurveyResponses, type Database, type ResponseSave, type ResponseSaveOutcome } from '@sightline/db';
import { batched, batchedPer } from './batched';

/** Saves written in one statement at most; 200 respondents saving at once are one batch. */
const MAX_SAVES = 256;
/**
 * Batches written at once. PGlite runs one statement at a time on this thread, so one; Postgres
 * writes several on connections of their own (the pool has 10), each on a backend process of its
 * own: at 200 saves in flight on 2 cores, 3 at once saved 2,877-3,276 a second where 1 saved
 * 2,379-2,698 (side by side, load average 6-8).
 */
const PARALLEL = { pglite: 1, postgres: 3 } as const;

/**
 * A respondent's save, answered once it is committed: the saves that arrive while batches are being
 * written are written together next, in one statement (upsertSurveyResponses), so under load a
 * save costs a share of one statement and one commit instead of its own.
 */
export const saveSurveyResponse: (database: Database, save: ResponseSave) => Promise<ResponseSaveOutcome> = batchedPer((database: Database) =>
  batched((saves: ResponseSave[]) => upsertSurveyResponses(database.db, saves), MAX_SAVES, PARALLEL[database.kind]),
);
