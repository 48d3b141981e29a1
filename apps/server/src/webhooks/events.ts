import { createWebhookEvent, findWebhookEndpoint, type Analysis, type Db, type SurveyResponse, type WebhookEventType } from '@sightline/db';

/** Queues the delivery of a stored event (the deliver-webhook job). */
export type QueueDelivery = (eventId: string) => Promise<unknown>;

/** What an event's body is: the same for every type, `data` by type. */
export function eventBody(event: { id: string; type: WebhookEventType; createdAt: Date; data: Record<string, unknown> }): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });
}

/** Stores an event for the account and queues its delivery, when the account has an endpoint; nothing otherwise. */
export async function emitWebhookEvent(db: Db, queue: QueueDelivery, userId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  if (!(await findWebhookEndpoint(db, userId))) return;
  const event = await createWebhookEvent(db, { userId, type, data });
  await queue(event.id);
}

/** analysis.completed, for an account's finished analysis: its scores and where to read the report. */
export function analysisCompletedData(analysis: Analysis, publicUrl: string): Record<string, unknown> {
  return {
    analysis: { id: analysis.id, domain: analysis.domain, status: analysis.status, scores: analysis.scores, finishedAt: analysis.finishedAt?.toISOString() ?? null },
    reportUrl: `${publicUrl}/api/v1/analyses/${analysis.id}/report`,
  };
}

/** survey.response_received, for a response that was just completed: the answers as the respondent gave them. */
export function surveyResponseData(survey: { id: string; title: string }, response: SurveyResponse, version: number, answers: Record<string, unknown>): Record<string, unknown> {
  return {
    survey: { id: survey.id, title: survey.title },
    response: { id: response.id, version, source: response.source, startedAt: response.startedAt.toISOString(), completedAt: response.completedAt?.toISOString() ?? null, answers },
  };
}
