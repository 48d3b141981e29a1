import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses, surveyVersions } from '../../schema';

export interface SurveyVersionSummary {
  id: string;
  version: number;
  publishedAt: Date;
  complete: number;
  partial: number;
}

/** A survey's published versions, oldest first, with how many responses each has. */
export async function listSurveyVersions(db: Db, surveyId: string): Promise<SurveyVersionSummary[]> {
  return db
    .select({
      id: surveyVersions.id,
      version: surveyVersions.version,
      publishedAt: surveyVersions.publishedAt,
      complete: sql<number>`count(${surveyResponses.id}) filter (where ${surveyResponses.status} = 'complete')`.mapWith(Number),
      partial: sql<number>`count(${surveyResponses.id}) filter (where ${surveyResponses.status} = 'partial')`.mapWith(Number),
    })
    .from(surveyVersions)
    .leftJoin(surveyResponses, eq(surveyResponses.versionId, surveyVersions.id))
    .where(eq(surveyVersions.surveyId, surveyId))
    .groupBy(surveyVersions.id)
    .orderBy(asc(surveyVersions.version));
}
