import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { analyses, type Analysis } from '../../schema';

/** Remembers (or, with null, forgets) where to send the "your report is ready" email. */
export async function setAnalysisNotifyEmail(db: Db, id: string, email: string | null): Promise<Analysis | null> {
  const [row] = await db.update(analyses).set({ notifyEmail: email }).where(eq(analyses.id, id)).returning();
  return row ?? null;
}
