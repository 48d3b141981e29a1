// A journey map built from agent runs: stages of the task, each step's emotion inferred from the
// friction the run met, the friction ranked, and the moments that matter. Pure functions of the
// runs, so the page, its PDF and the tests read the same map.
import type { AgentTask } from '@sightline/shared/agents';
import type { AgentRunSummary, AgentStep } from '@sightline/shared/agents/schema';

export interface Stage {
  id: string;
  title: string;
}

/** Per task, after "Arrive": a step moves the journey to a later stage when it matches that stage's test. */
interface StageRule extends Stage {
  matches(step: AgentStep): boolean;
}

const text = (step: AgentStep) => `${step.target?.name ?? ''} ${step.value ?? ''}`.toLowerCase();
const path = (step: AgentStep) => {
  try {
    const url = new URL(step.url);
    return `${url.pathname}${url.search}`.toLowerCase();
  } catch {
    return step.url.toLowerCase();
  }
};
const acting = (step: AgentStep) => step.action !== 'start' && step.action !== 'finish' && step.action !== 'dismiss';
const always = () => true;

const LOOK: StageRule = { id: 'look', title: 'Look for it', matches: acting };
const STAGE_RULES: Record<AgentTask, StageRule[]> = {
  price: [LOOK],
  contact: [LOOK],
  returns: [LOOK],
  'accessibility-statement': [LOOK],
  newsletter: [LOOK, { id: 'fill', title: 'Fill in the form', matches: (step) => step.action === 'type' }],
  search: [
    { id: 'search', title: 'Search', matches: (step) => step.action === 'type' || step.target?.role === 'searchbox' },
    { id: 'results', title: 'Results', matches: (step) => /[?&](q|query|s|search)=|\/search/.test(path(step)) },
  ],
  checkout: [
    LOOK,
    { id: 'add', title: 'Add to cart', matches: (step) => /add to (cart|basket|bag)/.test(text(step)) },
    { id: 'cart', title: 'Cart', matches: (step) => /cart|basket|bag/.test(path(step)) },
  ],
};
const ARRIVE: StageRule = { id: 'arrive', title: 'Arrive', matches: always };
const GOAL_TITLES: Record<AgentTask, string> = {
  price: 'Read the price',
  contact: 'Read the contact details',
  returns: 'Read the returns policy',
  'accessibility-statement': 'Read the statement',
  newsletter: 'Signed up',
  search: 'Open a product',
  checkout: 'Checkout',
};

/** The stages across the top of a task's journey map. */
export function stagesOf(task: AgentTask): Stage[] {
  return [ARRIVE, ...STAGE_RULES[task], { id: 'goal', title: GOAL_TITLES[task] }].map(({ id, title }) => ({ id, title }));
}

/**
 * Which stage each step is in. A journey only moves forward: a step stays in the furthest stage
 * reached so far unless it matches a later one; the last step of a successful run is the goal.
 */
export function stageIndexes(run: Pick<AgentRunSummary, 'task' | 'outcome'>, steps: AgentStep[]): number[] {
  const rules = STAGE_RULES[run.task];
  const goal = rules.length + 1;
  let current = 0;
  return steps.map((step, position) => {
    if (run.outcome === 'success' && position === steps.length - 1) return goal;
    for (let index = rules.length - 1; index >= 0; index--) {
      if (index + 1 > current && rules[index]!.matches(step)) {
        current = index + 1;
        break;
      }
    }
    return current;
  });
}

/** The wait beyond which a user's attention goes elsewhere (Nielsen, "Response Times: The 3 Important Limits", 1993). */
export const ATTENTION_LIMIT_MS = 10_000;

export type Feeling = 'satisfied' | 'neutral' | 'waiting' | 'hesitant' | 'frustrated' | 'gave-up';
export const FEELING_SCORES: Record<Feeling, number> = { satisfied: 2, neutral: 0, waiting: -1, hesitant: -1, frustrated: -2, 'gave-up': -2 };
export const FEELING_LABELS: Record<Feeling, string> = { satisfied: 'Satisfied', neutral: 'Neutral', waiting: 'Waiting', hesitant: 'Hesitant', frustrated: 'Frustrated', 'gave-up': 'Gave up' };

export interface StepMoment {
  step: AgentStep;
  stage: number;
  /** How long this step took: from the end of the one before (the first: from the start of the run). */
  durationMs: number;
  feeling: Feeling;
  /** What the feeling was inferred from, in words. */
  because: string[];
}

/**
 * Each step's feeling, inferred from what the run recorded at it, worst first: an error, a dead end
 * or going back (frustrated), a high-severity friction finding (frustrated), a medium or low one
 * (hesitant), a wait over ATTENTION_LIMIT_MS (waiting). The last step is satisfied on success and
 * "gave up" on failure. Anything else is neutral: the agent cannot feel, so nothing is guessed.
 */
export function stepMoments(run: AgentRunSummary, steps: AgentStep[]): StepMoment[] {
  const stages = stageIndexes(run, steps);
  const findings = run.findings;
  return steps.map((step, position) => {
    const durationMs = Math.max(0, step.elapsedMs - (position === 0 ? 0 : steps[position - 1]!.elapsedMs));
    const because: string[] = [];
    let feeling: Feeling = 'neutral';
    const worse = (candidate: Feeling, reason: string) => {
      because.push(reason);
      if (FEELING_SCORES[candidate] < FEELING_SCORES[feeling]) feeling = candidate;
    };
    for (const error of findings?.errors ?? []) if (error.stepIndex === step.index) worse('frustrated', `Error: ${error.message}`);
    for (const deadEnd of findings?.deadEnds ?? []) if (deadEnd.stepIndex === step.index) worse('frustrated', `Dead end: ${deadEnd.reason}`);
    if (step.action === 'back') worse('frustrated', 'Had to go back');
    for (const friction of findings?.frictionFindings ?? []) if (friction.stepIndex === step.index) worse(friction.severity === 'high' ? 'frustrated' : 'hesitant', friction.title);
    if (durationMs > ATTENTION_LIMIT_MS) worse('waiting', `Waited ${(durationMs / 1000).toFixed(1)} s`);
    const last = position === steps.length - 1 && run.status === 'completed';
    if (last && run.outcome === 'success') {
      feeling = because.length === 0 ? 'satisfied' : feeling;
      because.push('Reached the goal');
    } else if (last && run.outcome === 'failure') {
      feeling = 'gave-up';
      because.push('Did not reach the goal');
    }
    return { step, stage: stages[position]!, durationMs, feeling, because };
  });
}

export interface RankedFriction {
  key: string;
  title: string;
  detail: string;
  guide: string | null;
  severity: 'high' | 'medium' | 'low';
  /** Which runs met it (their ids), and at which step of each. */
  seenIn: Array<{ runId: string; stepIndex: number | null }>;
}

const SEVERITY_WEIGHT = { high: 3, medium: 2, low: 1 } as const;

/**
 * Every friction finding, dead end and error of the runs, one entry per kind of problem (the same
 * finding in two runs, or dead ends for the same reason, is one entry seen more than once), ranked
 * by severity, then by how many times it was met, then by how early. Dead ends and errors count as
 * medium: they cost the visitor a step.
 */
export function rankFriction(runs: AgentRunSummary[]): RankedFriction[] {
  const byKey = new Map<string, RankedFriction>();
  const add = (key: string, entry: Omit<RankedFriction, 'key' | 'seenIn'>, runId: string, stepIndex: number | null) => {
    const existing = byKey.get(key) ?? { key, ...entry, seenIn: [] };
    existing.seenIn.push({ runId, stepIndex });
    byKey.set(key, existing);
  };
  for (const run of runs) {
    for (const friction of run.findings?.frictionFindings ?? []) add(friction.id, { title: friction.title, detail: friction.detail, guide: friction.guide, severity: friction.severity }, run.id, friction.stepIndex);
    for (const deadEnd of run.findings?.deadEnds ?? []) add(`dead-end ${deadEnd.reason}`, { title: 'Dead ends', detail: deadEnd.reason, guide: null, severity: 'medium' }, run.id, deadEnd.stepIndex);
    for (const error of run.findings?.errors ?? []) add(`error ${error.message}`, { title: 'Error', detail: error.message, guide: null, severity: 'medium' }, run.id, error.stepIndex);
  }
  const earliest = (entry: RankedFriction) => Math.min(...entry.seenIn.map((seen) => seen.stepIndex ?? Number.MAX_SAFE_INTEGER));
  return [...byKey.values()].sort((a, b) => SEVERITY_WEIGHT[b.severity] - SEVERITY_WEIGHT[a.severity] || b.seenIn.length - a.seenIn.length || earliest(a) - earliest(b));
}

export interface MomentThatMatters {
  kind: 'first' | 'worst' | 'end';
  title: string;
  moment: StepMoment;
}

/**
 * The moments of a run that shape how a visit is remembered: the first impression, the worst
 * moment and the end (the peak–end rule: Kahneman, Fredrickson, Schreiber and Redelmeier 1993,
 * "When more pain is preferred to less", Psychological Science 4(6)). The worst is the lowest
 * feeling, the longest step among equals; none when every step was neutral or better.
 */
export function momentsThatMatter(moments: StepMoment[]): MomentThatMatters[] {
  if (moments.length === 0) return [];
  const result: MomentThatMatters[] = [{ kind: 'first', title: 'First impression', moment: moments[0]! }];
  const worst = moments.slice(1, -1).reduce<StepMoment | null>((low, moment) => {
    if (FEELING_SCORES[moment.feeling] >= 0) return low;
    if (low === null || FEELING_SCORES[moment.feeling] < FEELING_SCORES[low.feeling] || (FEELING_SCORES[moment.feeling] === FEELING_SCORES[low.feeling] && moment.durationMs > low.durationMs)) return moment;
    return low;
  }, null);
  if (worst) result.push({ kind: 'worst', title: 'Worst moment', moment: worst });
  if (moments.length > 1) result.push({ kind: 'end', title: 'The end', moment: moments.at(-1)! });
  return result;
}

/** Time spent in each stage (the durations of its steps), in milliseconds. */
export function stageTimes(stageCount: number, moments: StepMoment[]): number[] {
  const times = Array.from({ length: stageCount }, () => 0);
  for (const moment of moments) times[moment.stage] = (times[moment.stage] ?? 0) + moment.durationMs;
  return times;
}
