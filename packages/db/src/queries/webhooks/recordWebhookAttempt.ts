import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { webhookEvents } from '../../schema';

/** Counts one delivery attempt and what it got: the receiver's status (null when none answered), an error, and whether it was accepted. */
export async function recordWebhookAttempt(
  db: Db,
  id: string,
  attempt: { status: number | null; error: string | null; delivered: boolean },
  now = new Date(),
): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastStatus: attempt.status, lastError: attempt.error, deliveredAt: attempt.delivered ? now : null })
    .where(eq(webhookEvents.id, id));
}
