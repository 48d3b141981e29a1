import type { Db } from '../../database';
import { checkoutSessions, type CheckoutSession } from '../../schema';

export async function createCheckoutSession(db: Db, input: { id: string; userId: string; planId: string; analysisId: string | null }): Promise<CheckoutSession> {
  const [row] = await db.insert(checkoutSessions).values(input).returning();
  return row!;
}
