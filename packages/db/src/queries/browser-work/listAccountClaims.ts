import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { accountClaims, type AccountClaim } from '../../schema';

/** The account's claims of browsers' work, newest first. */
export async function listAccountClaims(db: Db, userId: string, limit = 20): Promise<AccountClaim[]> {
  return db.select().from(accountClaims).where(eq(accountClaims.userId, userId)).orderBy(desc(accountClaims.createdAt)).limit(limit);
}
