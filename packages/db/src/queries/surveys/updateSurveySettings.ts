import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

export async function updateSurveySettings(db: Db, id: string, settings: { allowedOrigins: string[] }, now = new Date()): Promise<Survey | null> {
  const [row] = await db
    .update(surveys)
    .set({ allowedOrigins: settings.allowedOrigins, updatedAt: now })
    .where(eq(surveys.id, id))
    .returning();
  return row ?? null;
}
