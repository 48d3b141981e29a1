import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { stripeEvents } from '../../schema';

export async function isStripeEventRecorded(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1);
  return row !== undefined;
}
