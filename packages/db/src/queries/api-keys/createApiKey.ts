import type { Db } from '../../database';
import { apiKeys, type ApiKey, type ApiKeyScope } from '../../schema';

export async function createApiKey(db: Db, input: { userId: string; name: string; scope: ApiKeyScope; prefix: string; keyHash: string }): Promise<ApiKey> {
  const [row] = await db.insert(apiKeys).values(input).returning();
  return row!;
}
