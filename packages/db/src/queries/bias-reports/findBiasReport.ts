import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports, type BiasReportRow } from '../../schema';

export async function findBiasReport(db: Db, id: string): Promise<BiasReportRow | null> {
  const [row] = await db.select().from(biasReports).where(eq(biasReports.id, id)).limit(1);
  return row ?? null;
}
