// `sightline agent <domain> --task … --persona …`: one task agent run, its steps and friction
// printed as they happen. Called by cli.ts for `sightline agent …`.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseHostRules } from '@sightline/shared/net';
import { AGENT_PERSONAS, AGENT_TASKS, type AgentPersona, type AgentRun, type AgentStep, type AgentTask } from './agent/types';
import type { CliIo } from './cli';
import { DEFAULT_GUIDE_BASE_URL, guideUrl } from './report/links';

export const AGENT_USAGE = `Usage: sightline agent <url-or-domain> --task TASK [options]

Acts as a visitor trying to get one thing done on the site, in headless Chromium, and reports each
step (what it did and why), the outcome, dead ends and friction. It types only test data
(agent-test@example.com) and never presses pay or order buttons.

  --task TASK          ${AGENT_TASKS.join(' | ')}
  --persona P          ${AGENT_PERSONAS.join(' | ')} (default desktop)
  --query TEXT         what to type into the site's search (default: a category word from its menu)
  --max-steps N        actions at most (default 25)
  --time-limit S       seconds at most (default 90)
  --screenshots DIR    write each step's screenshot (its target boxed) into DIR
  --format F           text | json (default text)
  --output FILE        write the result to FILE instead of standard output
  --model-url URL      an OpenAI-compatible endpoint (e.g. http://127.0.0.1:11434/v1 for Ollama) whose
                       model may pick among the heuristic's best options (default: none, heuristic only)
  --model NAME         the model to ask there (needed with --model-url)
  --allow-private      allow private, loopback and link-local addresses (your own intranet, tests)
  --guide-base-url URL where the guides linked from friction findings are served
                       (default SIGHTLINE_PUBLIC_URL, else ${DEFAULT_GUIDE_BASE_URL})
  --quiet              no step lines on standard error

Environment:
  SIGHTLINE_HOST_RULES where names really connect, e.g. "MAP shop.test 127.0.0.1:8080"
  SIGHTLINE_MODEL_API_KEY  sent as the bearer token to --model-url, when it needs one

Exit status: 0 task done, 1 task not done, 2 error.`;

class UsageError extends Error {}

function whole(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return Number(value);
}

export function stepLine(step: AgentStep): string {
  return `${String(step.index).padStart(2)}  ${(step.elapsedMs / 1000).toFixed(1).padStart(5)} s  ${step.action.padEnd(7)} ${step.reason}`;
}

/** The run for a reader: outcome, path against the shortest, friction with its guide, dead ends, errors. */
export function agentText(run: AgentRun, guideBaseUrl: string): string {
  const lines = [
    `Task: ${run.task} · persona: ${run.persona} · ${run.startUrl}`,
    `Outcome: ${run.outcome === 'success' ? 'done' : 'not done'} (${run.stopReason}) in ${run.actions} actions, ${(run.durationMs / 1000).toFixed(1)} s${run.shortestPath !== null ? `; shortest path found: ${run.shortestPath}` : ''}`,
  ];
  if (run.evidence) lines.push(`Evidence: ${run.evidence}`);
  lines.push(`Decisions: ${run.decisionMaker}`, '', 'Steps:', ...run.steps.map(stepLine));
  if (run.frictionFindings.length > 0) {
    lines.push('', 'Friction:');
    for (const f of run.frictionFindings) lines.push(`  [${f.severity}] ${f.title}`, `      ${f.detail}`, `      ${guideUrl(f.guide, guideBaseUrl)}`);
  }
  if (run.deadEnds.length > 0) lines.push('', 'Dead ends:', ...run.deadEnds.map((d) => `  step ${d.stepIndex}: ${d.url}: ${d.reason}`));
  if (run.errors.length > 0) lines.push('', 'Errors:', ...run.errors.map((e) => `  ${e.stepIndex === null ? '' : `step ${e.stepIndex}: `}${e.message}`));
  return `${lines.join('\n')}\n`;
}

export async function agentMain(argv: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        task: { type: 'string' },
        persona: { type: 'string' },
        query: { type: 'string' },
        'max-steps': { type: 'string' },
        'time-limit': { type: 'string' },
        screenshots: { type: 'string' },
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        'model-url': { type: 'string' },
        model: { type: 'string' },
        'allow-private': { type: 'boolean' },
        'guide-base-url': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      io.stdout.write(`${AGENT_USAGE}\n`);
      return 0;
    }
    const [target, ...extra] = positionals;
    if (!target || extra.length > 0) throw new UsageError('Expected: sightline agent <url-or-domain> --task TASK');
    const task = values.task as AgentTask;
    if (!AGENT_TASKS.includes(task)) throw new UsageError(`--task must be one of ${AGENT_TASKS.join(', ')}`);
    const persona = (values.persona ?? 'desktop') as AgentPersona;
    if (!AGENT_PERSONAS.includes(persona)) throw new UsageError(`--persona must be one of ${AGENT_PERSONAS.join(', ')}`);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError('--format must be text or json');
    const env = io.env ?? process.env;
    const guideBaseUrl = values['guide-base-url'] ?? (env.SIGHTLINE_PUBLIC_URL || DEFAULT_GUIDE_BASE_URL);
    if (!URL.canParse(guideBaseUrl) || !/^https?:$/.test(new URL(guideBaseUrl).protocol)) throw new UsageError('--guide-base-url must be an http:// or https:// URL');
    let hostRules;
    try {
      hostRules = parseHostRules(env.SIGHTLINE_HOST_RULES);
    } catch (error) {
      throw new UsageError(`SIGHTLINE_HOST_RULES is invalid: ${error instanceof Error ? error.message : String(error)}`);
    }
    const modelUrl = values['model-url'];
    if ((modelUrl === undefined) !== (values.model === undefined)) throw new UsageError('--model-url and --model go together');
    if (modelUrl !== undefined && (!URL.canParse(modelUrl) || !/^https?:$/.test(new URL(modelUrl).protocol))) throw new UsageError('--model-url must be an http:// or https:// URL');
    const model = modelUrl && values.model ? { baseUrl: modelUrl, model: values.model, ...(env.SIGHTLINE_MODEL_API_KEY ? { apiKey: env.SIGHTLINE_MODEL_API_KEY } : {}) } : null;
    const timeLimit = whole(values['time-limit'], 'time-limit', 5, 600);
    const { runAgentTask } = await import('./agent/run');
    const run = await runAgentTask({
      url: target,
      task,
      persona,
      hostRules,
      query: values.query,
      maxSteps: whole(values['max-steps'], 'max-steps', 1, 100),
      timeLimitMs: timeLimit === undefined ? undefined : timeLimit * 1000,
      allowPrivate: Boolean(values['allow-private']),
      screenshotDir: values.screenshots ?? null,
      model,
      onStep: values.quiet ? undefined : (step) => io.stderr.write(`${stepLine(step)}\n`),
    });
    const text = format === 'json' ? `${JSON.stringify(run, null, 2)}\n` : agentText(run, guideBaseUrl);
    if (values.output) await writeFile(values.output, text);
    else io.stdout.write(text);
    return run.outcome === 'success' ? 0 : 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const usage = error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    io.stderr.write(usage ? `${message}\n\n${AGENT_USAGE}\n` : `sightline: ${error instanceof Error && error.name === 'RunError' ? '' : 'unexpected error: '}${message}\n`);
    return 2;
  }
}
