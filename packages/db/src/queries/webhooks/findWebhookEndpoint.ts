import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { webhookEndpoints, type WebhookEndpoint } from '../../schema';

export async function findWebhookEndpoint(db: Db, userId: string): Promise<WebhookEndpoint | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).limit(1);
  return row ?? null;
}
