import { and, eq, sql } from 'drizzle-orm';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

/** The saved survey, or the revision the draft is at when `baseRevision` is not it (someone saved since). */
export type DraftSave = { saved: Survey } | { conflict: number };

/**
 * Autosave: replaces the draft only when it is still at `baseRevision`, so two editors (or two
 * tabs) cannot silently overwrite each other. The title follows the draft's.
 */
export async function saveSurveyDraft(db: Db, input: { id: string; draft: SurveyDefinition; baseRevision: number }, now = new Date()): Promise<DraftSave | null> {
  const [row] = await db
    .update(surveys)
    .set({ draft: input.draft, title: input.draft.title, draftRevision: sql`${surveys.draftRevision} + 1`, updatedAt: now })
    .where(and(eq(surveys.id, input.id), eq(surveys.draftRevision, input.baseRevision)))
    .returning();
  if (row) return { saved: row };
  const [current] = await db.select({ revision: surveys.draftRevision }).from(surveys).where(eq(surveys.id, input.id)).limit(1);
  return current ? { conflict: current.revision } : null;
}
