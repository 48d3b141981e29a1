import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys } from '../../schema';

/** Deletes a survey with its versions, responses and answers. */
export async function deleteSurvey(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(surveys).where(eq(surveys.id, id)).returning({ id: surveys.id });
  return rows.length > 0;
}
