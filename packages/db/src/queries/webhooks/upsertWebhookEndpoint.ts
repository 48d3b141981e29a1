import type { Db } from '../../database';
import { webhookEndpoints, type WebhookEndpoint } from '../../schema';

/** Sets the account's one endpoint (URL and signing secret), replacing any earlier one. */
export async function upsertWebhookEndpoint(db: Db, input: { userId: string; url: string; secret: string }, now = new Date()): Promise<WebhookEndpoint> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: webhookEndpoints.userId, set: { url: input.url, secret: input.secret, updatedAt: now } })
    .returning();
  return row!;
}
