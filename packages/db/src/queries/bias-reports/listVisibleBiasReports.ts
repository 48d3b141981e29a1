import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { biasReports, type BiasReportRow } from '../../schema';

export type BiasReportListItem = Pick<BiasReportRow, 'id' | 'kind' | 'title' | 'createdAt'> & { source: 'text' | 'survey'; questions: number; findings: number };

/** Bias reports owned by a browser (owner key) or an account, newest first, with their counts (read from the stored result). */
export async function listVisibleBiasReports(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 200): Promise<BiasReportListItem[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(biasReports.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(biasReports.userId, owner.userId));
  if (owned.length === 0) return [];
  return db
    .select({
      id: biasReports.id,
      kind: biasReports.kind,
      title: biasReports.title,
      createdAt: biasReports.createdAt,
      source: sql<'text' | 'survey'>`${biasReports.input}->>'source'`,
      questions: sql<number>`(${biasReports.result}->'summary'->>'questions')::int`.mapWith(Number),
      findings: sql<number>`(${biasReports.result}->'summary'->>'findings')::int`.mapWith(Number),
    })
    .from(biasReports)
    .where(or(...owned))
    .orderBy(desc(biasReports.createdAt))
    .limit(limit);
}
