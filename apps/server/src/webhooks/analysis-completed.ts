import { findAnalysis } from '@sightline/db';
import type { Config } from '../config';
import { deliverWebhookJob } from '../jobs/deliver-webhook';
import type { JobContext } from '../queue/job';
import { analysisCompletedData, emitWebhookEvent } from './events';

/** After an account's analysis has completed: the analysis.completed event, when the account has an endpoint. */
export async function emitAnalysisCompleted(context: JobContext & { config: Config }, analysisId: string): Promise<void> {
  const analysis = await findAnalysis(context.db, analysisId);
  if (analysis?.userId == null || analysis.status !== 'completed') return;
  await emitWebhookEvent(context.db, (eventId) => context.send(deliverWebhookJob, { eventId }), analysis.userId, 'analysis.completed', analysisCompletedData(analysis, context.config.publicUrl));
}
