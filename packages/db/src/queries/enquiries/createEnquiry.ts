import type { Db } from '../../database';
import { enquiries, type EnquiryRow } from '../../schema';

export async function createEnquiry(db: Db, input: Pick<EnquiryRow, 'kind' | 'name' | 'email' | 'organisation' | 'message' | 'details' | 'sourcePage'>): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(input).returning();
  return row!;
}
