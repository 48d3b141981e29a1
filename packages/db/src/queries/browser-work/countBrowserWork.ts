import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, biasReports, collabSessions, ideas, surveys } from '../../schema';
import { unclaimed, type BrowserWork } from './browser-work';

/** What a browser made without an account (its owner key) that no account has yet, by kind; a site check is a bias report. */
export async function countBrowserWork(db: Db, ownerKeyHash: string): Promise<BrowserWork> {
  const value = async (rows: Promise<Array<{ value: number }>>) => (await rows)[0]?.value ?? 0;
  const siteChecks = await value(
    db
      .select({ value: count() })
      .from(biasReports)
      .innerJoin(analyses, eq(analyses.id, biasReports.analysisId))
      .where(and(eq(analyses.ownerKeyHash, ownerKeyHash), isNull(analyses.userId))),
  );
  return {
    analyses: (await value(db.select({ value: count() }).from(analyses).where(unclaimed(analyses, ownerKeyHash)))) - siteChecks,
    surveys: await value(db.select({ value: count() }).from(surveys).where(unclaimed(surveys, ownerKeyHash))),
    ideas: await value(db.select({ value: count() }).from(ideas).where(unclaimed(ideas, ownerKeyHash))),
    biasReports: (await value(db.select({ value: count() }).from(biasReports).where(unclaimed(biasReports, ownerKeyHash)))) + siteChecks,
    sessions: await value(db.select({ value: count() }).from(collabSessions).where(unclaimed(collabSessions, ownerKeyHash))),
  };
}
