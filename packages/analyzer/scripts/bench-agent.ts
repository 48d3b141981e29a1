// npm run bench:agent [-- --task checkout --runs 1]: the time of one task agent run on the agent shop
// (test/fixtures/agent-shop, clean) per persona, from start (browser launch included) to the result.
// Goal: at most 20 s on the desktop persona. The machine's load average is printed beside the
// figures, since others' work on a shared machine slows every run.
import { loadavg, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { runAgentTask } from '../src/agent/run';
import { AGENT_PERSONAS, AGENT_TASKS, type AgentTask } from '../src/agent/types';
import { startAgentShop } from '../test/helpers/agent-shop';

const GOAL_MS = 20_000;
const { values } = parseArgs({ options: { task: { type: 'string', default: 'checkout' }, runs: { type: 'string', default: '1' } } });
const task = values.task as AgentTask;
if (!AGENT_TASKS.includes(task)) throw new Error(`--task must be one of ${AGENT_TASKS.join(', ')}`);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

const server = await startAgentShop('clean');
try {
  console.log(`task agent, task ${task}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per persona; ${cpus().length} cores; load average at start ${load()}`);
  const times: Record<string, number> = {};
  for (const persona of AGENT_PERSONAS) {
    const measured: { ms: number; outcome: string; actions: number; shortest: number | null }[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const run = await runAgentTask({ url: `${server.url}/`, task, persona, allowPrivate: true });
      measured.push({ ms: performance.now() - started, outcome: run.outcome, actions: run.actions, shortest: run.shortestPath });
    }
    measured.sort((a, b) => a.ms - b.ms);
    const median = measured[Math.floor(measured.length / 2)]!;
    times[persona] = median.ms;
    const goal = persona === 'desktop' ? `  (goal ≤ ${GOAL_MS / 1000} s: ${median.ms <= GOAL_MS ? 'met' : 'NOT met'})` : '';
    console.log(`${persona.padEnd(13)} ${(median.ms / 1000).toFixed(1).padStart(6)} s  ${median.outcome.padEnd(7)}  ${median.actions} actions, shortest found ${median.shortest ?? '-'}  ×${(median.ms / times.desktop!).toFixed(2)} desktop${goal}  load ${load()}`);
  }
} finally {
  await server.close();
}
