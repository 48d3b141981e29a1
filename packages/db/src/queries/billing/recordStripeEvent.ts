import type { Db } from '../../database';
import { stripeEvents } from '../../schema';

/** Notes a Stripe event as handled; false when it was handled already (a replay or a retry). */
export async function recordStripeEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const rows = await db.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length === 1;
}
