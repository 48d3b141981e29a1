import { Type } from 'typebox';
import { findWebhookEndpoint, findWebhookEvent, recordWebhookAttempt } from '@sightline/db';
import { defineJob } from '../queue/job';
import { postWebhook } from '../webhooks/deliver';
import { eventBody } from '../webhooks/events';
import { SIGNATURE_HEADER, signatureHeader } from '../webhooks/signature';

/** Attempts after the first: with the default 30 s first wait, doubling (with jitter), the last comes 8.5 to 17 hours after the event. */
export const WEBHOOK_RETRY_LIMIT = 10;

/**
 * POSTs one stored event to its account's endpoint, signed afresh on every attempt (the timestamp
 * is the attempt's). Anything but a 2xx is retried by the queue, each wait twice the last. An event
 * already delivered is not sent again (a job delivered twice after a crash), and one whose account
 * has removed its endpoint since is dropped.
 */
export const deliverWebhookJob = defineJob({
  name: 'deliver-webhook',
  schema: Type.Object({ eventId: Type.String({ format: 'uuid' }) }),
  queue: (config) => ({ retryLimit: WEBHOOK_RETRY_LIMIT, retryDelay: config?.webhookRetryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 60 }),
  async handle({ eventId }, { db, config }) {
    const event = await findWebhookEvent(db, eventId);
    if (!event || event.deliveredAt !== null) return;
    const endpoint = await findWebhookEndpoint(db, event.userId);
    if (!endpoint) return;
    const body = eventBody(event);
    const headers = { 'sightline-event-id': event.id, 'sightline-event-type': event.type, [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body) };
    const result = await postWebhook(endpoint.url, body, headers, { allowPrivate: config?.allowPrivateTargets ?? false });
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    await recordWebhookAttempt(db, event.id, { ...result, delivered });
    if (!delivered) throw new Error(`webhook ${event.type} ${event.id} not delivered: ${result.error}`);
  },
});
