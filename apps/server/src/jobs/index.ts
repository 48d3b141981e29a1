import { analyzeSiteJob } from './analyze-site';
import { deliverWebhookJob } from './deliver-webhook';
import { runAgentJob } from './run-agent';
import { sendEmailJob } from './send-email';

/** Every job the queue knows; a job type is added here and nowhere else. */
export const jobs = [sendEmailJob, analyzeSiteJob, deliverWebhookJob, runAgentJob] as const;

export type Job = (typeof jobs)[number];
