import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { selectJsonRows, textArray } from './scope';
import { fromRow, storedAnswers, storedColumns, storedKey, type StoredResponse, type StoredRow } from './storedResponses';

/**
 * Every response of a survey in no block (partial ones, and complete ones not sealed yet), with its
 * answers unless `known` lists it at its current revision (responseKey): the reader has them.
 */
export async function listUnsealedResponses(db: Db, surveyId: string, known: readonly string[]): Promise<Array<Omit<StoredResponse, 'answers'> & { answers: Record<string, unknown> | null }>> {
  const rows = await selectJsonRows<Omit<StoredRow, 'answers'> & { answers: Record<string, unknown> | null }>(
    db,
    sql`select ${storedColumns}, case when ${storedKey} = any(${textArray(known)}) then null else ${storedAnswers} end as answers
      from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveyId} and ${surveyResponses.block} is null`,
  );
  return rows.map(fromRow);
}
