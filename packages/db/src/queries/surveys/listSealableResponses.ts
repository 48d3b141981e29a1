import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses } from '../../schema';
import { answeredAt, selectJsonRows } from './scope';
import { fromRow, storedAnswers, storedColumns, type StoredResponse, type StoredRow } from './storedResponses';

/** The `limit` complete responses of a survey answered first that are in no block yet, with their answers; none unless there are `limit`. */
export async function listSealableResponses(db: Db, surveyId: string, limit: number): Promise<StoredResponse[]> {
  const rows = await selectJsonRows<StoredRow>(
    db,
    sql`select ${storedColumns}, ${storedAnswers} as answers from ${surveyResponses}
      where ${surveyResponses.surveyId} = ${surveyId} and ${surveyResponses.block} is null and ${surveyResponses.status} = 'complete'
      order by ${answeredAt}, ${surveyResponses.id} limit ${limit}`,
  );
  return rows.length < limit ? [] : rows.map(fromRow);
}
