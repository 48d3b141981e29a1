import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { enquiries, type EnquiryEmailStatus } from '../../schema';

/** What became of the sender's confirmation email; `sent` also stamps when. */
export async function recordEnquiryEmail(db: Db, id: string, status: Exclude<EnquiryEmailStatus, 'pending'>): Promise<void> {
  await db
    .update(enquiries)
    .set({ confirmationEmailStatus: status, confirmationEmailSentAt: status === 'sent' ? new Date() : null })
    .where(eq(enquiries.id, id));
}
