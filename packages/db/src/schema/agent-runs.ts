import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analysisStatus } from './analyses';
import { users } from './users';

/** A CSS-pixel rectangle in the viewport at the moment of a step: what its screenshot marks. */
export interface AgentStepBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a step acted on, as the task agent recorded it (packages/analyzer's AgentTarget). */
export interface AgentStepTarget {
  selector: string;
  name: string;
  role: string;
  landmark: string | null;
  box: AgentStepBox | null;
}

/** How the agent weighed the action it took (packages/analyzer's AgentScore). */
export interface AgentStepScore {
  total: number;
  terms: Array<{ factor: string; points: number; note: string }>;
  candidates: number;
}

/** What a finished run found beyond its steps (packages/analyzer's AgentRun, less what has a column). */
export interface AgentRunFindings {
  finalUrl: string;
  stopReason: string;
  evidence: string | null;
  actions: number;
  shortestPath: number | null;
  deadEnds: Array<{ stepIndex: number; url: string; reason: string }>;
  errors: Array<{ stepIndex: number | null; message: string }>;
  frictionFindings: Array<{ id: string; title: string; detail: string; guide: string; stepIndex: number | null; severity: 'high' | 'medium' | 'low' }>;
  limits: { maxSteps: number; timeLimitMs: number };
}

/**
 * One task-agent run: a visitor-like attempt at one task on one site, queued and owned like an
 * analysis (the same status values, owner key or account, hashed IP for the per-address limits).
 */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    startUrl: text('start_url').notNull(),
    task: text('task').notNull(),
    persona: text('persona').notNull(),
    status: analysisStatus('status').notNull().default('queued'),
    /** success or failure, once the run has ended (a failed status means the run itself broke). */
    outcome: text('outcome').$type<'success' | 'failure'>(),
    /** Who chose the actions: `heuristic` (the agent's transparent scoring). */
    decisionMaker: text('decision_maker'),
    findings: jsonb('findings').$type<AgentRunFindings>(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The run's own duration as the agent measured it (queue wait excluded). */
    durationMs: integer('duration_ms'),
  },
  (table) => [
    index('agent_runs_ip_hash_created_idx').on(table.ipHash, table.createdAt),
    index('agent_runs_owner_key_hash_idx').on(table.ownerKeyHash),
    index('agent_runs_user_id_idx').on(table.userId),
  ],
);
export type AgentRunRow = typeof agentRuns.$inferSelect;

/** Each step of a run, written as it happens so any process (and the SSE stream) can read it. */
export const agentRunSteps = pgTable(
  'agent_run_steps',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => agentRuns.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    action: text('action').notNull(),
    target: jsonb('target').$type<AgentStepTarget>(),
    /** Text typed (test data only) or the key pressed. */
    value: text('value'),
    reason: text('reason').notNull(),
    score: jsonb('score').$type<AgentStepScore>(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    /** File name under DATA_DIR/agent-runs/<run id>/, null when no screenshot was taken. */
    screenshot: text('screenshot'),
  },
  (table) => [primaryKey({ columns: [table.runId, table.index] })],
);
export type AgentRunStepRow = typeof agentRunSteps.$inferSelect;
