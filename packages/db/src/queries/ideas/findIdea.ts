import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { ideas, type IdeaRow } from '../../schema';

export async function findIdea(db: Db, id: string): Promise<IdeaRow | null> {
  const [row] = await db.select().from(ideas).where(eq(ideas.id, id)).limit(1);
  return row ?? null;
}
