import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { webhookEndpoints } from '../../schema';

/** True when the account had an endpoint. Events already queued for it are then dropped by the job. */
export async function deleteWebhookEndpoint(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).returning({ userId: webhookEndpoints.userId });
  return rows.length > 0;
}
