// The agents API's shapes (/api/agents and /api/v1): the server validates and documents with these
// schemas, the web reads their types. The server holds them to the engine's own types in
// packages/analyzer (apps/server/src/agents/schemas.ts), so the three cannot drift apart.
import { Type, type Static } from 'typebox';
import { AGENT_ACTIONS, AGENT_PERSONAS, AGENT_TASKS, JOB_STATUSES } from './tasks';

export const JobStatusSchema = Type.Enum(JOB_STATUSES);

export const AgentTaskSchema = Type.Enum(AGENT_TASKS, { description: 'The goal: price, contact, returns, newsletter, search, checkout (never pays or sends personal data) or accessibility-statement' },
);
export const AgentPersonaSchema = Type.Enum(AGENT_PERSONAS, { description: 'How the agent acts and perceives: desktop (mouse), phone (touch, small screen), keyboard (Tab, Enter, Space only), low-vision (200 % zoom), slow-network (throttled)' },
);

const Box = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }, { description: 'CSS pixels in the viewport at the time of the step: what the screenshot marks' });

export const AgentStepSchema = Type.Object({
  index: Type.Integer({ minimum: 0, description: '0 is the first load' }),
  action: Type.Enum(AGENT_ACTIONS),
  target: Type.Union([
    Type.Object({ selector: Type.String(), name: Type.String(), role: Type.String(), landmark: Type.Union([Type.String(), Type.Null()]), box: Type.Union([Box, Type.Null()]) }),
    Type.Null(),
  ]),
  value: Type.Union([Type.String(), Type.Null()], { description: 'Text typed (test data only) or the key pressed' }),
  reason: Type.String({ description: 'Why the agent took this action' }),
  score: Type.Union([
    Type.Object({ total: Type.Number(), terms: Type.Array(Type.Object({ factor: Type.Enum(['keyword', 'landmark', 'position', 'role', 'recency', 'model']), points: Type.Number(), note: Type.String() })), candidates: Type.Integer({ minimum: 0 }) }),
    Type.Null(),
  ]),
  url: Type.String(),
  title: Type.String(),
  at: Type.String({ format: 'date-time' }),
  elapsedMs: Type.Integer({ minimum: 0, description: 'Milliseconds since the run started, at the end of the step' }),
  screenshot: Type.Union([Type.String(), Type.Null()], { description: 'File name for GET …/runs/{id}/screenshots/{file}, null when none was taken' }),
});
export type AgentStep = Static<typeof AgentStepSchema>;

export const AgentFrictionSchema = Type.Object({
  id: Type.String({ description: 'Stable id, e.g. keyboard-unreachable, price-behind-signup, search-no-results' }),
  title: Type.String(),
  detail: Type.String(),
  guide: Type.String({ description: 'Path of the guide that explains it (/guides/…)' }),
  stepIndex: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  severity: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
});

export const AgentRunSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  domain: Type.String(),
  startUrl: Type.String(),
  task: AgentTaskSchema,
  persona: AgentPersonaSchema,
  status: JobStatusSchema,
  outcome: Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Null()], { description: 'Whether the task was done, once the run has completed' }),
  decisionMaker: Type.Union([Type.String(), Type.Null()], { description: 'Who chose the actions: `heuristic` (the transparent scoring)' }),
  attempts: Type.Integer({ minimum: 0 }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'Why the run itself broke (failed status), or why the last attempt did (queued again)' }),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  durationMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  findings: Type.Union(
    [
      Type.Object({
        finalUrl: Type.String(),
        stopReason: Type.String({ description: 'success, step-limit, time-limit, stuck, error or cancelled' }),
        evidence: Type.Union([Type.String(), Type.Null()], { description: 'What on the page proved success' }),
        actions: Type.Integer({ minimum: 0, description: 'Steps that acted (all but start and finish), to set against shortestPath' }),
        shortestPath: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Actions on the shortest way to the goal through the pages the run saw (null on failure)' }),
        deadEnds: Type.Array(Type.Object({ stepIndex: Type.Integer({ minimum: 0 }), url: Type.String(), reason: Type.String() })),
        errors: Type.Array(Type.Object({ stepIndex: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]), message: Type.String() })),
        frictionFindings: Type.Array(AgentFrictionSchema),
        limits: Type.Object({ maxSteps: Type.Integer(), timeLimitMs: Type.Integer() }),
      }),
      Type.Null(),
    ],
    { description: 'What the completed run found; null until then' },
  ),
});
export type AgentRunSummary = Static<typeof AgentRunSummarySchema>;

/** A run with its steps, and the capability its screenshots' <img> requests carry (they cannot send the bearer token). */
export const AgentRunResponseSchema = Type.Object({
  success: Type.Literal(true),
  run: AgentRunSummarySchema,
  steps: Type.Array(AgentStepSchema),
  assetToken: Type.String({ description: 'Add as ?asset= to screenshot URLs; valid for an hour' }),
});

export type AgentFriction = Static<typeof AgentFrictionSchema>;
export type AgentRunFindings = NonNullable<AgentRunSummary['findings']>;
export type AgentRunResponse = Static<typeof AgentRunResponseSchema>;
