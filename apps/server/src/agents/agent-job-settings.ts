/**
 * Limits of one agent run. The agent stops itself at its time limit (a failed task, not a broken
 * run); the job's deadline adds a little for starting Chromium and writing the last step, and the
 * queue expires the job a minute after that, the backstop for a handler that hangs.
 */
export const AGENT_TIME_LIMIT_MS = 90_000;
export const AGENT_MAX_STEPS = 25;
const JOB_DEADLINE_GRACE_MS = 30_000;
const EXPIRY_GRACE_SECONDS = 60;
export const AGENT_JOB_DEADLINE_MS = AGENT_TIME_LIMIT_MS + JOB_DEADLINE_GRACE_MS;
export const AGENT_RETRY_LIMIT = 2;
/** Every attempt counts: the first run plus each retry. */
export const AGENT_MAX_ATTEMPTS = AGENT_RETRY_LIMIT + 1;

/** pg-boss queue options of `run-agent`: a retry follows a crash, so it comes soon. */
export const agentQueueSettings = {
  retryLimit: AGENT_RETRY_LIMIT,
  retryDelay: 2,
  retryBackoff: false,
  expireInSeconds: Math.ceil(AGENT_JOB_DEADLINE_MS / 1000) + EXPIRY_GRACE_SECONDS,
};
