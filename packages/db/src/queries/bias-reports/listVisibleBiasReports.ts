import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, biasReports, type AnalysisStatus, type BiasReportRow } from '../../schema';

export type BiasReportListItem = Pick<BiasReportRow, 'id' | 'kind' | 'title' | 'createdAt'> &
  (
    | { kind: 'questions'; source: 'text' | 'survey'; questions: number; findings: number }
    | { kind: 'site'; analysisId: string; status: AnalysisStatus; startUrl: string; score: number | null; finishedAt: Date | null }
  );

/**
 * Bias reports owned by a browser (owner key) or an account, newest first: questions reports by their
 * own owner columns, site reports by their analysis's. Counts and scores are read from what is stored.
 */
export async function listVisibleBiasReports(db: Db, owner: { ownerKeyHash: string | null; userId: string | null }, limit = 200): Promise<BiasReportListItem[]> {
  const owned: SQL[] = [];
  if (owner.ownerKeyHash !== null) owned.push(eq(biasReports.ownerKeyHash, owner.ownerKeyHash), eq(analyses.ownerKeyHash, owner.ownerKeyHash));
  if (owner.userId !== null) owned.push(eq(biasReports.userId, owner.userId), eq(analyses.userId, owner.userId));
  if (owned.length === 0) return [];
  const rows = await db
    .select({
      id: biasReports.id,
      kind: biasReports.kind,
      title: biasReports.title,
      createdAt: biasReports.createdAt,
      source: sql<'text' | 'survey' | null>`${biasReports.input}->>'source'`,
      questions: sql<number | null>`(${biasReports.result}->'summary'->>'questions')::int`,
      findings: sql<number | null>`(${biasReports.result}->'summary'->>'findings')::int`,
      analysisId: biasReports.analysisId,
      status: analyses.status,
      startUrl: sql<string | null>`${analyses.request}->>'startUrl'`,
      score: sql<number | null>`(${analyses.scores}->>'deceptiveDesign')::int`,
      finishedAt: analyses.finishedAt,
    })
    .from(biasReports)
    .leftJoin(analyses, eq(analyses.id, biasReports.analysisId))
    .where(or(...owned))
    .orderBy(desc(biasReports.createdAt))
    .limit(limit);
  return rows.map((row): BiasReportListItem => {
    const base = { id: row.id, title: row.title, createdAt: row.createdAt };
    if (row.kind === 'site') return { ...base, kind: 'site', analysisId: row.analysisId!, status: row.status!, startUrl: row.startUrl!, score: row.score === null ? null : Number(row.score), finishedAt: row.finishedAt };
    return { ...base, kind: 'questions', source: row.source!, questions: Number(row.questions), findings: Number(row.findings) };
  });
}
