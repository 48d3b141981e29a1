import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { webhookEvents, type WebhookEvent } from '../../schema';

/** An account's most recent events with their delivery state, newest first. */
export async function listWebhookEvents(db: Db, userId: string, limit: number): Promise<WebhookEvent[]> {
  return db.select().from(webhookEvents).where(eq(webhookEvents.userId, userId)).orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id)).limit(limit);
}
