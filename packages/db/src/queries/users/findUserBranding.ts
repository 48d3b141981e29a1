import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users } from '../../schema';

export interface UserBranding {
  name: string | null;
  logoDataUrl: string | null;
  accentColor: string | null;
}

/** The account's whitelabel branding; null when there is no such account. */
export async function findUserBranding(db: Db, userId: string): Promise<UserBranding | null> {
  const [row] = await db
    .select({ name: users.agencyName, logoDataUrl: users.agencyLogo, accentColor: users.accentColor })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
