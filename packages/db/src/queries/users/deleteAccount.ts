import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, analyses, biasReports, collabSessions, ideas, surveys, users } from '../../schema';

/**
 * Deletes an account and everything it owns, in one transaction: its analyses (their share links and
 * site checks with them; domain submissions keep their row without the link to the analysis), questions
 * reports, surveys (versions, responses, answers, results links and kept sums with them), ideas,
 * collaborative sessions (invites and board updates with them), task agents' runs (their steps with
 * them), then the account (sign-ins, emailed
 * links, API keys, webhook endpoint and deliveries, subscription, entitlements and claims cascade).
 * Work a browser made without an account is not the account's and stays. Returns the ids of the
 * deleted analyses and agent runs, whose files the caller removes once this has committed; false when there was no
 * such account.
 */
export async function deleteAccount(db: Db, userId: string): Promise<{ analysisIds: string[]; agentRunIds: string[] } | false> {
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.userId, userId));
    const analysisIds = owned.map((row) => row.id);
    await tx.delete(biasReports).where(eq(biasReports.userId, userId));
    if (analysisIds.length > 0) await tx.delete(analyses).where(inArray(analyses.id, analysisIds));
    await tx.delete(surveys).where(eq(surveys.userId, userId));
    await tx.delete(ideas).where(eq(ideas.userId, userId));
    await tx.delete(collabSessions).where(eq(collabSessions.userId, userId));
    const runs = await tx.delete(agentRuns).where(eq(agentRuns.userId, userId)).returning({ id: agentRuns.id });
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length === 0 ? false : { analysisIds, agentRunIds: runs.map((row) => row.id) };
  });
}
