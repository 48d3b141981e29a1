import type { Db } from '../../database';
import { authTokens } from '../../schema';

export async function createAuthToken(db: Db, input: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(authTokens).values(input);
}
