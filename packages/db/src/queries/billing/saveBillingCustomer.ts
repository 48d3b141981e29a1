import type { Db } from '../../database';
import { billingCustomers } from '../../schema';

/** Remembers an account's Stripe customer; an account keeps the first one it was given. */
export async function saveBillingCustomer(db: Db, input: { userId: string; stripeCustomerId: string }): Promise<void> {
  await db.insert(billingCustomers).values(input).onConflictDoNothing();
}
