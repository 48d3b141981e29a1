import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { invoices, type Invoice } from '../../schema';

export type InvoiceInput = Omit<Invoice, 'updatedAt' | 'paymentFailedAt'> & { paymentFailed: boolean };

/** Writes an invoice as Stripe reports it now; a failed attempt is remembered even once it is paid. */
export async function saveInvoice(db: Db, input: InvoiceInput, now = new Date()): Promise<void> {
  const { paymentFailed, ...invoice } = input;
  const paymentFailedAt = paymentFailed ? now : null;
  await db
    .insert(invoices)
    .values({ ...invoice, paymentFailedAt, updatedAt: now })
    .onConflictDoUpdate({
      target: invoices.id,
      set: {
        status: invoice.status,
        number: invoice.number,
        amountDue: invoice.amountDue,
        amountPaid: invoice.amountPaid,
        hostedInvoiceUrl: invoice.hostedInvoiceUrl,
        invoicePdf: invoice.invoicePdf,
        paymentFailedAt: paymentFailed ? now : sql`${invoices.paymentFailedAt}`,
        updatedAt: now,
      },
    });
}
