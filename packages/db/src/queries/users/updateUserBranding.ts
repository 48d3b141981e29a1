import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { users } from '../../schema';
import type { UserBranding } from './findUserBranding';

/** Replaces the whole branding (null clears a part); the caller has validated it. */
export async function updateUserBranding(db: Db, userId: string, branding: UserBranding): Promise<UserBranding | null> {
  const [row] = await db
    .update(users)
    .set({ agencyName: branding.name, agencyLogo: branding.logoDataUrl, accentColor: branding.accentColor })
    .where(eq(users.id, userId))
    .returning({ name: users.agencyName, logoDataUrl: users.agencyLogo, accentColor: users.accentColor });
  return row ?? null;
}
