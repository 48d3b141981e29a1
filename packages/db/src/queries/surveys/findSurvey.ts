import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveys, type Survey } from '../../schema';

export async function findSurvey(db: Db, id: string): Promise<Survey | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row ?? null;
}
