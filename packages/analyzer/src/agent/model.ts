// Optional help from a language model: an OpenAI-compatible chat endpoint (a local Ollama, say) is
// shown the goal, the page and the heuristic's best options, and may pick one of them. It can only
// reorder what the heuristic offered (never invent a control, never reach a forbidden one), and any
// failure leaves the heuristic's choice.
import type { PageFacts } from './observe';
import type { Plan } from './score';
import type { AgentModelConfig } from './types';

/** Options shown to the model at most. */
export const MODEL_OPTIONS = 8;
const MODEL_TIMEOUT_MS = 15_000;

const SYSTEM = [
  'You help an automated usability test choose its next action on a website, acting as a visitor with one goal.',
  'Pick the option a typical visitor would choose to reach the goal soonest.',
  'Answer with JSON only: {"choice": <option number>, "why": "<one short sentence>"}.',
].join(' ');

function prompt(goal: string, facts: PageFacts, plans: readonly Plan[]): string {
  const headings = facts.headings.slice(0, 8).map((h) => h.text).join(' | ');
  const options = plans.map((p, i) => `${i + 1}. ${p.action} ${p.candidate.role} “${p.candidate.name}”${p.candidate.landmark ? ` in ${p.candidate.landmark}` : ''} (heuristic score ${p.score.total})`);
  return `Goal: ${goal}\nPage: ${facts.title} (${facts.url})\nHeadings: ${headings || 'none'}\nOptions:\n${options.join('\n')}`;
}

/** The model's pick among `plans` (an index into it) and its reason, or an error message. */
export async function askModel(config: AgentModelConfig, goal: string, facts: PageFacts, plans: readonly Plan[], signal: AbortSignal): Promise<{ index: number; why: string } | { error: string }> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let body: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, temperature: 0, messages: [{ role: 'system', content: SYSTEM }, { role: 'user', content: prompt(goal, facts, plans) }] }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)]),
    });
    if (!response.ok) return { error: `the model endpoint answered HTTP ${response.status}` };
    body = await response.json();
  } catch (error) {
    return { error: `the model endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return { error: 'the model’s answer had no message' };
  let answer: unknown;
  try {
    answer = JSON.parse(/\{[\s\S]*\}/.exec(content)?.[0] ?? '');
  } catch {
    return { error: `the model’s answer was not JSON: ${content.slice(0, 80)}` };
  }
  const { choice, why } = (answer ?? {}) as { choice?: unknown; why?: unknown };
  if (typeof choice !== 'number' || !Number.isInteger(choice) || choice < 1 || choice > plans.length) return { error: `the model chose no offered option (${String(choice)})` };
  return { index: choice - 1, why: typeof why === 'string' && why.trim() ? why.trim().slice(0, 200) : 'no reason given' };
}
