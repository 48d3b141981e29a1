import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { webhookEvents, type WebhookEvent } from '../../schema';

export async function findWebhookEvent(db: Db, id: string): Promise<WebhookEvent | null> {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return row ?? null;
}
