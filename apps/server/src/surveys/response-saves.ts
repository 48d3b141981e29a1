import { upsertSurveyResponses, type Db, type ResponseSave, type ResponseSaveOutcome } from '@sightline/db';
import { batched } from './batched';

/** Saves written in one statement at most; 200 respondents saving at once are one batch. */
const MAX_SAVES = 256;
const savers = new WeakMap<Db, (save: ResponseSave) => Promise<ResponseSaveOutcome>>();

/**
 * A respondent's save, answered once it is committed: the saves that arrive while one batch is
 * being written are written together next, in one statement (upsertSurveyResponses), so under load
 * a save costs a share of one statement and one commit instead of its own.
 */
export function saveSurveyResponse(db: Db, save: ResponseSave): Promise<ResponseSaveOutcome> {
  let saver = savers.get(db);
  if (!saver) savers.set(db, (saver = batched((saves: ResponseSave[]) => upsertSurveyResponses(db, saves), MAX_SAVES)));
  return saver(save);
}
