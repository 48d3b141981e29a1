import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

export async function findAnalysis(db: Db, id: string): Promise<Analysis | null> {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row ?? null;
}
