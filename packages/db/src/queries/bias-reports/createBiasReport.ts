import type { Db } from '../../database';
import { biasReports, type BiasReportRow } from '../../schema';

export async function createBiasReport(db: Db, input: Pick<BiasReportRow, 'ownerKeyHash' | 'userId' | 'kind' | 'title' | 'input' | 'result'>): Promise<BiasReportRow> {
  const [row] = await db.insert(biasReports).values(input).returning();
  return row!;
}
