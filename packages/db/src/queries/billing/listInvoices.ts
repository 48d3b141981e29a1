import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { invoices, type Invoice } from '../../schema';

/** An account's invoices, newest first. */
export async function listInvoices(db: Db, userId: string, limit = 50): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)).limit(limit);
}
