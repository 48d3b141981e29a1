import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { checkoutSessions, type CheckoutSessionStatus } from '../../schema';

/** Records how a Checkout Session ended (complete or expired); an ended session stays as it ended. */
export async function settleCheckoutSession(db: Db, id: string, status: Exclude<CheckoutSessionStatus, 'open'>, now = new Date()): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status, completedAt: status === 'complete' ? now : null })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}
