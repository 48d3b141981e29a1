import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

/** Closes a survey to new answers, or opens it again; only a published survey can be either. */
export async function setSurveyOpen(db: Db, id: string, open: boolean, now = new Date()): Promise<Survey | null> {
  const [row] = await db
    .update(surveys)
    .set(open ? { status: 'open', closedAt: null, updatedAt: now } : { status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(surveys.id, id), isNotNull(surveys.currentVersionId)))
    .returning();
  return row ?? null;
}
