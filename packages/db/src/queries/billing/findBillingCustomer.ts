import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { billingCustomers, type BillingCustomer } from '../../schema';

/** The account's Stripe customer, by account or by Stripe's customer id. */
export async function findBillingCustomer(db: Db, by: { userId: string } | { stripeCustomerId: string }): Promise<BillingCustomer | null> {
  const where = 'userId' in by ? eq(billingCustomers.userId, by.userId) : eq(billingCustomers.stripeCustomerId, by.stripeCustomerId);
  const [row] = await db.select().from(billingCustomers).where(where).limit(1);
  return row ?? null;
}
