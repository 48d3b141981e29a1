// What every task agent run in the smoke tests is held to, whichever shop it ran on, and the clean
// shop's tasks, which two files share (smoke/agent.test.ts, smoke/agent-tasks.test.ts), and a page
// of a test's own served over the clean shop (smoke/agent-obstacles.test.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AGENT_PERSONAS, AGENT_TASKS, runAgentTask, type AgentRun, type AgentStep, type AgentTask } from '../../src/index';
import { AGENT_SHOP, startAgentShop } from './agent-shop';
import { startStaticServer, type StaticServer } from './static-server';

const CONTENT = join(import.meta.dirname, '../../../../content');

/** Every friction finding links a guide of ours that exists. */
export function expectGuidesExist(run: AgentRun): void {
  for (const finding of run.frictionFindings) {
    expect(finding.guide).toMatch(/^\/guides\//);
    expect(existsSync(join(CONTENT, `${finding.guide}.md`)), `${finding.id} links ${finding.guide}`).toBe(true);
  }
}

/** The steps that pressed a payment button: an agent must never pay. */
export const pressedPayment = (steps: AgentStep[]) => steps.filter((s) => /\bpay\b|place order/i.test(s.target?.name ?? ''));

/** The shortest path of each task on the clean shop, as its README's table documents it. */
export async function shortestPaths(): Promise<Map<string, number>> {
  const readme = await readFile(join(AGENT_SHOP, 'README.md'), 'utf8');
  return new Map([...readme.matchAll(/^\| ([a-z-]+) \| (\d+) \|/gm)].map(([, task, steps]) => [task!, Number(steps)]));
}

/**
 * The clean shop's tasks in two halves, one per file, so that two Vitest workers share their 35
 * Chromium runs (one file took 67 CPU seconds, the longest of the suite).
 */
export const CLEAN_SHOP_TASK_HALVES = [AGENT_TASKS.slice(0, 4), AGENT_TASKS.slice(4)] as const;

/** Every persona does `task` on the clean shop at `url` within 1.5× its documented shortest path, and never pays. */
export async function expectEveryPersonaSucceeds(url: string, task: AgentTask, known: number): Promise<void> {
  const results: string[] = [];
  for (const persona of AGENT_PERSONAS) {
    const run = await runAgentTask({ url, task, persona, allowPrivate: true });
    results.push(`${persona}: ${run.outcome} in ${run.actions} actions (${run.stopReason}; ${run.errors.map((e) => e.message).join('; ')})`);
    expect(run.outcome, results.at(-1)).toBe('success');
    expect(run.actions, results.at(-1)).toBeLessThanOrEqual(Math.floor(known * 1.5));
    expect(run.shortestPath).toBeGreaterThanOrEqual(known);
    expect(run.shortestPath).toBeLessThanOrEqual(run.actions);
    expect(run.evidence).toBeTruthy();
    expect(run.decisionMaker).toBe('heuristic');
    expect(pressedPayment(run.steps)).toEqual([]);
    expect(run.frictionFindings.map((f) => f.id)).not.toContain('goal-not-found');
    expectGuidesExist(run);
  }
}

/**
 * Serves the clean shop for the tests of the enclosing describe, with its documented shortest paths,
 * and adds a test per task of `tasks`: every persona succeeds within 1.5× its shortest path.
 */
export function cleanShopTasks(tasks: readonly AgentTask[]): { shortest(): Map<string, number> } {
  let server: StaticServer;
  let shortest: Map<string, number>;
  beforeAll(async () => {
    server = await startAgentShop('clean');
    shortest = await shortestPaths();
  });
  afterAll(() => server.close());
  for (const task of tasks) {
    it(`${task}: every persona succeeds within 1.5× the shortest path`, () => expectEveryPersonaSucceeds(`${server.url}/`, task, shortest.get(task)!), 240_000);
  }
  return { shortest: () => shortest };
}

/** Serves `html` as the home page over the clean shop's other pages, for the tests of the enclosing describe. */
export function pageOverCleanShop(html: string): { url(): string } {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer(join(AGENT_SHOP, 'clean'), [
      (request, response) => {
        if (request.url !== '/') return false;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return true;
      },
    ]);
  });
  afterAll(() => server.close());
  return { url: () => `${server.url}/` };
}
