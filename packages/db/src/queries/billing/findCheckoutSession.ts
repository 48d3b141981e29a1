import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { checkoutSessions, type CheckoutSession } from '../../schema';

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSession | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row ?? null;
}
