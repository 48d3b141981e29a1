import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses, type SurveyResponse } from '../../schema';
import { selectRows } from './scope';

export interface ResponseSave {
  surveyId: string;
  versionId: string;
  /** The respondent's own key: saving again with it updates the same response. */
  responseKey: string;
  /** Every answer so far, by question id: they replace whatever was stored. */
  answers: Record<string, unknown>;
  complete: boolean;
  source: string;
  shownQuestionIds: string[];
  ipHash: string;
}

/**
 * `saved`: stored (created or updated). `unchanged`: the response was already completed with
 * exactly these answers (a retried submit). `alreadyComplete`: it was completed with others, which
 * stand.
 */
export type ResponseSaveOutcome = { saved: SurveyResponse } | { unchanged: SurveyResponse } | { alreadyComplete: SurveyResponse };

const COLUMNS = Object.entries(getTableColumns(surveyResponses));

/** A survey_responses row as the driver gave it (column names, timestamps as text), as drizzle's select would map it. */
function responseOf(row: Record<string, unknown>): SurveyResponse {
  return Object.fromEntries(COLUMNS.map(([key, column]) => [key, row[column.name] === null ? null : column.mapFromDriverValue(row[column.name])])) as SurveyResponse;
}

/**
 * Creates or updates a respondent's response and replaces its answers, atomically and in one
 * round trip (the database function survey_save_response, migration 0015): the same key twice is
 * one response, concurrent saves of one key take turns, and a reader never sees half of an update.
 * A completed response is never changed again.
 */
export async function upsertSurveyResponse(db: Db, input: ResponseSave, now = new Date()): Promise<ResponseSaveOutcome> {
  const [outcome] = await upsertSurveyResponses(db, [input], now);
  return outcome!;
}

/**
 * Several saves in one statement, so in one transaction: committed together or not at all (an
 * error in one fails them all). survey_save_response is called for each, and each call's statements
 * see what the calls before it wrote, so two saves of one key are one response, the later one's
 * answers. The saves are written in the order of their keys (those of one key in the order given),
 * so batches written at once on Postgres lock their responses in one order and never deadlock.
 * Answers each save's outcome, in the order given.
 */
export async function upsertSurveyResponses(db: Db, inputs: readonly ResponseSave[], now = new Date()): Promise<ResponseSaveOutcome[]> {
  const byKey = inputs.map((input, place) => ({ input, place })).sort((a, b) => compare(a.input.surveyId, b.input.surveyId) || compare(a.input.responseKey, b.input.responseKey));
  const saves = JSON.stringify(byKey.map(({ input: { surveyId, versionId, responseKey, answers, complete, source, shownQuestionIds, ipHash } }) => [surveyId, versionId, responseKey, answers, complete, source, shownQuestionIds, ipHash]));
  const rows = await selectRows<Record<string, unknown> & { outcome: 'saved' | 'unchanged' | 'already_complete' }>(
    db,
    sql`select saved.outcome, (saved.response).* from jsonb_array_elements(${saves}::jsonb) with ordinality as given(save, place)
      cross join lateral survey_save_response((save->>0)::uuid, (save->>1)::uuid, (save->>2)::uuid, save->3, (save->>4)::boolean, save->>5,
        array(select jsonb_array_elements_text(save->6)), save->>7, ${now.toISOString()}::timestamptz) as saved
      order by given.place`,
  );
  const outcomes: ResponseSaveOutcome[] = new Array(inputs.length);
  rows.forEach((row, index) => {
    const response = responseOf(row);
    outcomes[byKey[index]!.place] = row.outcome === 'saved' ? { saved: response } : row.outcome === 'unchanged' ? { unchanged: response } : { alreadyComplete: response };
  });
  return outcomes;
}

/** Orders uuids by their text in lower case, as the database reads them (one order is what matters). */
function compare(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
