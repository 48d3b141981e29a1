import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, surveyVersions, type Survey, type SurveyVersion } from '../../schema';

/**
 * Snapshots the draft as the next version and opens the survey. Only the draft at
 * `draftRevision` (the one the caller checked) is published: null when it changed meanwhile.
 * The row lock makes concurrent publishes number their versions one after the other.
 */
export async function publishSurvey(db: Db, input: { id: string; draftRevision: number }, now = new Date()): Promise<{ survey: Survey; version: SurveyVersion } | null> {
  return db.transaction(async (tx) => {
    const [survey] = await tx
      .select()
      .from(surveys)
      .where(and(eq(surveys.id, input.id), eq(surveys.draftRevision, input.draftRevision)))
      .for('update');
    if (!survey) return null;
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${surveyVersions.version}), 0)`.mapWith(Number) })
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, survey.id));
    const [version] = await tx
      .insert(surveyVersions)
      .values({ surveyId: survey.id, version: (last?.version ?? 0) + 1, definition: survey.draft, publishedAt: now })
      .returning();
    const [updated] = await tx
      .update(surveys)
      .set({ currentVersionId: version!.id, status: 'open', closedAt: null, updatedAt: now })
      .where(eq(surveys.id, survey.id))
      .returning();
    return { survey: updated!, version: version! };
  });
}
