import type { Db } from '../../database';
import { webhookEvents, type WebhookEvent, type WebhookEventType } from '../../schema';

export async function createWebhookEvent(db: Db, input: { userId: string; type: WebhookEventType; data: Record<string, unknown> }): Promise<WebhookEvent> {
  const [row] = await db.insert(webhookEvents).values(input).returning();
  return row!;
}
