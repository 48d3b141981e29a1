import type { Db } from '../../database';
import { biasReports, type QuestionsBiasReportRow } from '../../schema';

/** A checked questionnaire, saved with what was checked and what was found. */
export async function createBiasReport(db: Db, input: Pick<QuestionsBiasReportRow, 'ownerKeyHash' | 'userId' | 'title' | 'input' | 'result'>): Promise<QuestionsBiasReportRow> {
  const [row] = await db
    .insert(biasReports)
    .values({ ...input, kind: 'questions' })
    .returning();
  return row as QuestionsBiasReportRow;
}
