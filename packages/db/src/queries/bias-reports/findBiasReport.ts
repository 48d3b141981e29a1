import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports, type TypedBiasReportRow } from '../../schema';

export async function findBiasReport(db: Db, id: string): Promise<TypedBiasReportRow | null> {
  const [row] = await db.select().from(biasReports).where(eq(biasReports.id, id)).limit(1);
  // The table's check constraint (bias_reports_kind_shape) holds each kind to its shape.
  return (row as TypedBiasReportRow | undefined) ?? null;
}
