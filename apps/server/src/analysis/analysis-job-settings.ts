import type { Config } from '../config';

// Limits of one analysis job. The run itself is cancelled after the configured time limit
// (ANALYSIS_TIME_LIMIT_SECONDS), so a slow site ends failed with a clear message and no retry; the
// queue expires the job a minute later, the backstop for a handler that hangs (it is then retried,
// or failed for good on its last attempt). A worker that dies is noticed much sooner than that:
// see src/queue/leases.ts.
export const DEFAULT_ANALYSIS_TIME_LIMIT_SECONDS = 240;
const EXPIRY_GRACE_SECONDS = 60;
/**
 * A queued or running analysis this old with no job pending for it is failed (a job is sent right
 * after its analysis is stored, so a younger one may just not have its job yet).
 */
export const ABANDONED_AFTER_SECONDS = 60;
export const ANALYSIS_RETRY_LIMIT = 2;
/** Every attempt counts: the first run plus each retry. */
export const ANALYSIS_MAX_ATTEMPTS = ANALYSIS_RETRY_LIMIT + 1;
export const ANALYSIS_DEVICES = ['mobile'] as const;

type LimitConfig = Pick<Config, 'analysisTimeLimitSeconds'> | undefined;

export function analysisTimeLimitSeconds(config: LimitConfig): number {
  return config?.analysisTimeLimitSeconds ?? DEFAULT_ANALYSIS_TIME_LIMIT_SECONDS;
}

/** pg-boss queue options of `analyze-site`; a short retry delay because a retry follows a crash. */
export function analysisQueueSettings(config: LimitConfig) {
  return { retryLimit: ANALYSIS_RETRY_LIMIT, retryDelay: 2, retryBackoff: false, expireInSeconds: analysisTimeLimitSeconds(config) + EXPIRY_GRACE_SECONDS };
}

/** "4 minutes", "90 seconds": the limit as the failure message states it. */
export function describeTimeLimit(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
}
