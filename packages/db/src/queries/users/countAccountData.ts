import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { agentRuns, analyses, apiKeys, biasReports, collabSessions, domainSubmissions, ideas, surveyResponses, surveys, webhookEvents } from '../../schema';
import type { AccountData } from './account-data';

/** What deleting the account would remove or unlink, by kind (AccountData). */
export async function countAccountData(db: Db, userId: string): Promise<AccountData> {
  const value = async (rows: Promise<Array<{ value: number }>>) => (await rows)[0]?.value ?? 0;
  const owned = db.select({ id: analyses.id }).from(analyses).where(eq(analyses.userId, userId));
  const siteChecks = await value(db.select({ value: count() }).from(biasReports).where(inArray(biasReports.analysisId, owned)));
  return {
    analyses: (await value(db.select({ value: count() }).from(analyses).where(eq(analyses.userId, userId)))) - siteChecks,
    surveys: await value(db.select({ value: count() }).from(surveys).where(eq(surveys.userId, userId))),
    ideas: await value(db.select({ value: count() }).from(ideas).where(eq(ideas.userId, userId))),
    biasReports: (await value(db.select({ value: count() }).from(biasReports).where(eq(biasReports.userId, userId)))) + siteChecks,
    sessions: await value(db.select({ value: count() }).from(collabSessions).where(eq(collabSessions.userId, userId))),
    surveyResponses: await value(
      db
        .select({ value: count() })
        .from(surveyResponses)
        .where(inArray(surveyResponses.surveyId, db.select({ id: surveys.id }).from(surveys).where(eq(surveys.userId, userId)))),
    ),
    agentRuns: await value(db.select({ value: count() }).from(agentRuns).where(eq(agentRuns.userId, userId))),
    apiKeys: await value(db.select({ value: count() }).from(apiKeys).where(eq(apiKeys.userId, userId))),
    webhookEvents: await value(db.select({ value: count() }).from(webhookEvents).where(eq(webhookEvents.userId, userId))),
    domainSubmissions: await value(db.select({ value: count() }).from(domainSubmissions).where(and(isNotNull(domainSubmissions.syntheticId), inArray(domainSubmissions.syntheticId, owned)))),
  };
}
