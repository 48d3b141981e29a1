// Limits of one analysis job. pg-boss fails a job still active after `expireInSeconds` (a worker
// that was killed never reports back) and retries it; the run itself is cancelled a minute earlier
// so a slow site ends with a clear message rather than a silent expiry.
export const ANALYSIS_JOB_EXPIRE_SECONDS = 5 * 60;
export const ANALYSIS_TIME_LIMIT_MS = (ANALYSIS_JOB_EXPIRE_SECONDS - 60) * 1000;
export const ANALYSIS_RETRY_LIMIT = 2;
/** Every attempt counts: the first run plus each retry. */
export const ANALYSIS_MAX_ATTEMPTS = ANALYSIS_RETRY_LIMIT + 1;
export const ANALYSIS_DEVICES = ['mobile'] as const;
