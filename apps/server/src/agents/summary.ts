import type { AgentRunRow, AgentRunStepRow } from '@sightline/db';
import type { AgentRunSummary, AgentStep } from '@sightline/shared/agents/schema';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function summarizeAgentRun(run: AgentRunRow): AgentRunSummary {
  return {
    id: run.id,
    domain: run.domain,
    startUrl: run.startUrl,
    // Written only from the engine's own lists (the start route's schema, the job's payload).
    task: run.task as AgentRunSummary['task'],
    persona: run.persona as AgentRunSummary['persona'],
    status: run.status,
    outcome: run.outcome,
    decisionMaker: run.decisionMaker,
    attempts: run.attempts,
    error: run.error,
    createdAt: run.createdAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    durationMs: run.durationMs,
    findings: run.findings,
  };
}

export function summarizeAgentStep(step: AgentRunStepRow): AgentStep {
  return {
    index: step.index,
    action: step.action as AgentStep['action'],
    target: step.target,
    value: step.value,
    reason: step.reason,
    score: step.score as AgentStep['score'],
    url: step.url,
    title: step.title,
    at: step.at.toISOString(),
    elapsedMs: step.elapsedMs,
    screenshot: step.screenshot,
  };
}
