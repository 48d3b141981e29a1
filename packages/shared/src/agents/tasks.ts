// The task agent's goals and personas: the CLI's `--task` and `--persona`, the API's `task` and
// `persona`, the web form's choices. No schema code here, so the web bundle can import the lists.

/** The goals a task agent can be given. */
export const AGENT_TASKS = ['price', 'contact', 'returns', 'newsletter', 'search', 'checkout', 'accessibility-statement'] as const;
export type AgentTask = (typeof AGENT_TASKS)[number];

/** How the agent acts and what it can perceive. */
export const AGENT_PERSONAS = ['desktop', 'phone', 'keyboard', 'low-vision', 'slow-network'] as const;
export type AgentPersona = (typeof AGENT_PERSONAS)[number];

/**
 * What one step did. `start` is the first load, `finish` the page the run ended on (its screenshot,
 * the evidence or why it stopped); `back` returns to an earlier page after a dead end; `press` is
 * Enter or Space on the control keyboard focus reached; `dismiss` closes a dialog (cookie banner).
 */
export const AGENT_ACTIONS = ['start', 'click', 'tap', 'type', 'press', 'dismiss', 'back', 'finish'] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

/** Where a queued job (an analysis, an agent run) stands. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
