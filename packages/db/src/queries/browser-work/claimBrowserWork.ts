import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { accountClaims, analyses, biasReports, collabSessions, ideas, surveys } from '../../schema';
import { unclaimed, type BrowserWork } from './browser-work';

/**
 * Gives an account everything a browser made without one (its owner key, no account yet): analyses,
 * surveys, ideas, questions reports and sessions (site reports follow their analysis), in one
 * transaction, and records what came in (account_claims) when anything did. Work of another account
 * stays theirs. Returns how many of each kind joined.
 */
export async function claimBrowserWork(db: Db, input: { userId: string; ownerKeyHash: string }): Promise<BrowserWork> {
  const { userId, ownerKeyHash } = input;
  return db.transaction(async (tx) => {
    const claimedAnalyses = await tx.update(analyses).set({ userId }).where(unclaimed(analyses, ownerKeyHash)).returning({ id: analyses.id });
    const ids = claimedAnalyses.map((row) => row.id);
    const siteChecks = ids.length === 0 ? 0 : ((await tx.select({ value: count() }).from(biasReports).where(inArray(biasReports.analysisId, ids)))[0]?.value ?? 0);
    const claimed = async (table: typeof surveys | typeof ideas | typeof biasReports | typeof collabSessions) =>
      (await tx.update(table).set({ userId }).where(unclaimed(table, ownerKeyHash)).returning({ id: table.id })).length;
    const work: BrowserWork = {
      analyses: ids.length - siteChecks,
      surveys: await claimed(surveys),
      ideas: await claimed(ideas),
      biasReports: (await claimed(biasReports)) + siteChecks,
      sessions: await claimed(collabSessions),
    };
    if (Object.values(work).some((n) => n > 0)) await tx.insert(accountClaims).values({ userId, ...work });
    return work;
  });
}
