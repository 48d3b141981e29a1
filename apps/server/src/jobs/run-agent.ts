import { mkdir, rm } from 'node:fs/promises';
import { Type } from 'typebox';
import { deadline, RunCancelled, RunError, runAgentTask, type AgentPersona, type AgentRun, type AgentStep, type AgentTask } from '@sightline/analyzer';
import { addAgentRunStep, completeAgentRun, failAbandonedAgentRuns, failAgentRun, findAgentRun, startAgentRunAttempt, type Db } from '@sightline/db';
import { AGENT_JOB_DEADLINE_MS, AGENT_MAX_ATTEMPTS, AGENT_MAX_STEPS, AGENT_TIME_LIMIT_MS, agentQueueSettings } from '../agents/agent-job-settings';
import { agentRunDir } from '../agents/files';
import { ABANDONED_AFTER_SECONDS } from '../analysis/analysis-job-settings';
import { defineJob, type LostReason } from '../queue/job';

/** Stores steps in order, never two at once; the last write can be awaited. */
function stepWriter(db: Db, runId: string) {
  let chain = Promise.resolve();
  let failure: unknown = null;
  return {
    write(step: AgentStep) {
      chain = chain
        .then(() => addAgentRunStep(db, { runId, index: step.index, action: step.action, target: step.target, value: step.value, reason: step.reason, score: step.score, url: step.url, title: step.title, at: new Date(step.at), elapsedMs: Math.round(step.elapsedMs), screenshot: step.screenshot }))
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    /** Waits for every write; a step that could not be stored fails the attempt (its run would show a hole). */
    async flush() {
      await chain;
      if (failure !== null) throw failure;
    },
  };
}

const LOST_MESSAGES: Record<LostReason, string> = {
  'worker-stopped': 'The agent run stopped unexpectedly on every attempt (the worker running it ended). Please try again.',
  expired: 'The agent run did not stop at its time limit and was given up. Please try again.',
};
const ABANDONED_MESSAGE = 'The agent run was interrupted (the server stopped while it ran) and will not finish. Please try again.';

function findingsOf(result: AgentRun) {
  const { finalUrl, stopReason, evidence, actions, shortestPath, deadEnds, errors, frictionFindings, limits } = result;
  return { finalUrl, stopReason, evidence, actions, shortestPath, deadEnds, errors, frictionFindings, limits };
}

/** Drives one task agent through a site, on the analyses' queue: each step is stored (and streamed) as it ends. */
export const runAgentJob = defineJob({
  name: 'run-agent',
  schema: Type.Object({ runId: Type.String({ format: 'uuid' }) }),
  queue: agentQueueSettings,
  // Each run is a Chromium like an analysis, so a process runs as many at once as it runs analyses.
  concurrency: (config) => config?.analysisConcurrency ?? 1,
  async handle({ runId }, context, jobSignal) {
    const { config, db, log } = context;
    if (!config) throw new Error('run-agent needs the server configuration in its job context');
    const existing = await findAgentRun(db, runId);
    // Delivered again after its run finished (a worker died after the last write): nothing is owed.
    if (!existing || existing.status === 'completed' || existing.status === 'failed') return;
    const run = (await startAgentRunAttempt(db, runId))!;

    // A retry starts from an empty directory, so no screenshot of a dead attempt is served.
    const screenshotDir = agentRunDir(config.dataDir, runId);
    await rm(screenshotDir, { recursive: true, force: true });
    await mkdir(screenshotDir, { recursive: true });

    const steps = stepWriter(db, runId);
    const limit = deadline(AGENT_JOB_DEADLINE_MS, jobSignal);
    let result: AgentRun;
    try {
      result = await runAgentTask({
        url: run.startUrl,
        task: run.task as AgentTask,
        persona: run.persona as AgentPersona,
        hostRules: config.hostRules,
        allowPrivate: config.allowPrivateTargets,
        maxSteps: AGENT_MAX_STEPS,
        timeLimitMs: AGENT_TIME_LIMIT_MS,
        model: config.agentModel && { baseUrl: config.agentModel.baseUrl, model: config.agentModel.model, ...(config.agentModel.apiKey ? { apiKey: config.agentModel.apiKey.reveal() } : {}) },
        screenshotDir,
        signal: limit.signal,
        onStep: (step) => steps.write(step),
      });
      await steps.flush();
    } catch (error) {
      await steps.flush().catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      // A refused site is refused again, and a run past its deadline would only use it up again;
      // anything else (a browser crash) is worth another attempt while attempts remain.
      const final = error instanceof RunError || error instanceof RunCancelled || run.attempts >= AGENT_MAX_ATTEMPTS;
      await failAgentRun(db, runId, error instanceof RunCancelled ? 'The agent run went past its time limit and was stopped.' : message, final);
      log.warn({ err: error, runId, attempt: run.attempts, final }, 'agent run failed');
      if (final) return;
      throw error;
    } finally {
      limit.clear();
    }
    await completeAgentRun(db, runId, { outcome: result.outcome, decisionMaker: result.decisionMaker, findings: findingsOf(result), durationMs: Math.round(result.durationMs) });
  },
  async lost({ runId }, { db }, reason) {
    const run = await findAgentRun(db, runId);
    if (!run || run.status === 'completed' || run.status === 'failed') return;
    await failAgentRun(db, runId, LOST_MESSAGES[reason], true);
  },
  // A run queued or running with no job left to run it would show as running forever.
  async reconcile(pending, { db, log }) {
    const failed = await failAbandonedAgentRuns(db, { liveIds: pending.map((job) => job.runId), createdBefore: new Date(Date.now() - ABANDONED_AFTER_SECONDS * 1000), error: ABANDONED_MESSAGE });
    if (failed.length > 0) log.warn({ runIds: failed }, 'agent runs with no job left to run them were failed');
  },
});
