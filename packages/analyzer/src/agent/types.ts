import type { AgentAction, AgentPersona, AgentTask } from '@sightline/shared/agents';
import type { HostRule } from '@sightline/shared/net';

// The lists of tasks, personas and actions are the product's (the API and the web form read them too).
export { AGENT_ACTIONS, AGENT_PERSONAS, AGENT_TASKS, type AgentAction, type AgentPersona, type AgentTask } from '@sightline/shared/agents';

/** A CSS-pixel rectangle in the viewport at the moment of the step (what the screenshot marks). */
export interface AgentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a step acted on, as a visitor would name it. */
export interface AgentTarget {
  /** A selector that found the element at the time of the step. */
  selector: string;
  /** Its accessible name (or visible text), trimmed. */
  name: string;
  /** link, button, searchbox, textbox, checkbox… */
  role: string;
  /** The landmark it sits in (navigation, main, banner, contentinfo, dialog…), null outside any. */
  landmark: string | null;
  box: AgentBox | null;
}

/** One term of a candidate's score, so every choice can be read back ("matches 'price' in its name: +3"). */
export interface AgentScoreTerm {
  factor: 'keyword' | 'landmark' | 'position' | 'role' | 'recency' | 'model';
  points: number;
  note: string;
}

export interface AgentScore {
  total: number;
  terms: AgentScoreTerm[];
  /** How many controls on the page were weighed for this step. */
  candidates: number;
}

export interface AgentStep {
  /** 0 for the first load, then 1, 2, … */
  index: number;
  action: AgentAction;
  target: AgentTarget | null;
  /** Text typed (test data only), or the key pressed. */
  value: string | null;
  /** Why this action, in a sentence. */
  reason: string;
  score: AgentScore | null;
  /** The page's URL after the step. */
  url: string;
  title: string;
  /** ISO time the step ended. */
  at: string;
  /** Milliseconds since the run started, at the end of the step. */
  elapsedMs: number;
  /** File name of the screenshot (target boxed) under `screenshotDir`, null when none was written. */
  screenshot: string | null;
}

export interface AgentDeadEnd {
  stepIndex: number;
  url: string;
  reason: string;
}

export interface AgentError {
  stepIndex: number | null;
  message: string;
}

export interface AgentFriction {
  /** Stable id: `price-behind-signup`, `keyboard-unreachable`, `keyboard-trap`, `search-no-results`… */
  id: string;
  title: string;
  detail: string;
  /** Path of an existing guide (`/guides/…`). */
  guide: string;
  stepIndex: number | null;
  severity: 'high' | 'medium' | 'low';
}

export type AgentOutcome = 'success' | 'failure';
export type AgentStopReason = 'success' | 'step-limit' | 'time-limit' | 'stuck' | 'error' | 'cancelled';

export interface AgentRun {
  task: AgentTask;
  persona: AgentPersona;
  startUrl: string;
  finalUrl: string;
  outcome: AgentOutcome;
  stopReason: AgentStopReason;
  /** What on the page proved success ("a price £24.00 in main content"), null on failure. */
  evidence: string | null;
  steps: AgentStep[];
  /** Steps that acted (all but `start` and `finish`), to set against `shortestPath`. */
  actions: number;
  /** Actions on the shortest way to the success page through the pages the run saw (null on failure). */
  shortestPath: number | null;
  deadEnds: AgentDeadEnd[];
  errors: AgentError[];
  frictionFindings: AgentFriction[];
  /** Who chose the actions: `heuristic` (the transparent scoring), or the model's name when a model's pick was used. */
  decisionMaker: 'heuristic' | (string & {});
  startedAt: string;
  durationMs: number;
  limits: { maxSteps: number; timeLimitMs: number };
}

/** An OpenAI-compatible chat endpoint (e.g. a local Ollama at http://127.0.0.1:11434/v1). */
export interface AgentModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface AgentRunOptions {
  /** A full URL or a bare domain (https). */
  url: string;
  task: AgentTask;
  persona: AgentPersona;
  hostRules?: readonly HostRule[];
  /** Loopback and private targets (tests, self-hosters): SIGHTLINE_ALLOW_PRIVATE_TARGETS. */
  allowPrivate?: boolean;
  /** Default 25. */
  maxSteps?: number;
  /** Default 90 000. */
  timeLimitMs?: number;
  /** Where step screenshots are written (created); null or absent: none written. */
  screenshotDir?: string | null;
  /** What to type into a search box; default a category word from the site's navigation. */
  query?: string;
  /**
   * A language model that may pick among the heuristic's best options (it cannot add any); null or
   * absent: the heuristic alone, which is the default and works fully.
   */
  model?: AgentModelConfig | null;
  signal?: AbortSignal;
  /** Each step as it ends, with its boxed screenshot (PNG) when one was taken. */
  onStep?: (step: AgentStep, screenshot: Buffer | null) => void;
}
