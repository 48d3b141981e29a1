import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResultsSums } from '../../schema';

export interface ResultsSumsSave {
  surveyId: string;
  key: string;
  until: Date;
  complete: number;
  checksum: bigint;
  part: unknown;
}

/**
 * Writes (or replaces) a read's kept sums, then forgets all but the survey's `keep` most recently
 * used ones: each filter, date range and cross-tab read has its own, and an owner trying filters
 * would otherwise leave one behind per try.
 */
export async function saveSurveyResultsSums(db: Db, sums: ResultsSumsSave, keep: number): Promise<void> {
  const values = { ...sums, checksum: sums.checksum.toString(), usedAt: sql`now()` };
  await db
    .insert(surveyResultsSums)
    .values(values)
    .onConflictDoUpdate({ target: [surveyResultsSums.surveyId, surveyResultsSums.key], set: { until: values.until, complete: values.complete, checksum: values.checksum, part: values.part, usedAt: values.usedAt } });
  const kept = db
    .select({ key: surveyResultsSums.key })
    .from(surveyResultsSums)
    .where(eq(surveyResultsSums.surveyId, sums.surveyId))
    .orderBy(sql`${surveyResultsSums.usedAt} desc`)
    .limit(keep);
  await db.delete(surveyResultsSums).where(and(eq(surveyResultsSums.surveyId, sums.surveyId), notInArray(surveyResultsSums.key, kept)));
}
