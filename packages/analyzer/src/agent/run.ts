import type { AgentRun, AgentRunOptions } from './types';

/**
 * Drives Chromium through a site toward the task's goal, acting as the persona does, and resolves
 * to the run: every step, the outcome, dead ends and friction findings. Same browser launch,
 * egress proxy and address guard as analyses. Aborting `signal` stops the run and closes its browser.
 */
export async function runAgentTask(options: AgentRunOptions): Promise<AgentRun> {
  // Signature landed first so the server job can be built against it; the engine follows.
  throw new Error(`The task agent is not built yet (task ${options.task}, persona ${options.persona})`);
}
