import type { Db } from '../../database';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../schema';

export async function createOneTimeToken(
  db: Db,
  input: { userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(input);
}
