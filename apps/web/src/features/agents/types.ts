// The agents API as the web reads it (apps/server/src/agents/schemas.ts is the contract, which the
// server holds to the engine's own types in packages/analyzer).

export const AGENT_TASKS = ['price', 'contact', 'returns', 'newsletter', 'search', 'checkout', 'accessibility-statement'] as const;
export type AgentTask = (typeof AGENT_TASKS)[number];
export const AGENT_PERSONAS = ['desktop', 'phone', 'keyboard', 'low-vision', 'slow-network'] as const;
export type AgentPersona = (typeof AGENT_PERSONAS)[number];
/** `start` is the first load and `finish` the page the run ended on; the others act. */
export type AgentAction = 'start' | 'click' | 'tap' | 'type' | 'press' | 'dismiss' | 'back' | 'finish';
export type RunStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface AgentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AgentStep {
  index: number;
  action: AgentAction;
  target: { selector: string; name: string; role: string; landmark: string | null; box: AgentBox | null } | null;
  value: string | null;
  reason: string;
  score: { total: number; terms: Array<{ factor: string; points: number; note: string }>; candidates: number } | null;
  url: string;
  title: string;
  at: string;
  elapsedMs: number;
  screenshot: string | null;
}

export interface AgentFriction {
  id: string;
  title: string;
  detail: string;
  guide: string;
  stepIndex: number | null;
  severity: 'high' | 'medium' | 'low';
}

export interface AgentRunFindings {
  finalUrl: string;
  stopReason: string;
  evidence: string | null;
  /** Steps that acted (all but start and finish), to set against shortestPath. */
  actions: number;
  /** Actions on the shortest way to the goal through the pages the run saw (null on failure). */
  shortestPath: number | null;
  deadEnds: Array<{ stepIndex: number; url: string; reason: string }>;
  errors: Array<{ stepIndex: number | null; message: string }>;
  frictionFindings: AgentFriction[];
  limits: { maxSteps: number; timeLimitMs: number };
}

export interface AgentRunSummary {
  id: string;
  domain: string;
  startUrl: string;
  task: AgentTask;
  persona: AgentPersona;
  status: RunStatus;
  outcome: 'success' | 'failure' | null;
  decisionMaker: string | null;
  attempts: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  findings: AgentRunFindings | null;
}

export interface AgentRunResponse {
  success: true;
  run: AgentRunSummary;
  steps: AgentStep[];
  assetToken: string;
}
