// A task agent's run on the clean agent shop (test/fixtures/agent-shop) in real Chromium: what it
// records of each step, and the guard and limits it stops at.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunError, runAgentTask, type AgentStep } from '../../src/index';
import { startAgentShop } from '../helpers/agent-shop';
import type { StaticServer } from '../helpers/static-server';

describe('task agent, clean shop: its record and its limits', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startAgentShop('clean');
  });
  afterAll(() => server.close());

  it('records every step with its reason, its target boxed and its screenshot, as it happens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-agent-'));
    const streamed: { step: AgentStep; png: Buffer | null }[] = [];
    const run = await runAgentTask({ url: `${server.url}/`, task: 'checkout', persona: 'desktop', allowPrivate: true, screenshotDir: dir, onStep: (step, png) => streamed.push({ step, png }) });
    expect(run.outcome).toBe('success');
    expect(streamed.map((s) => s.step)).toEqual(run.steps);
    expect(run.steps.map((s) => s.action)).toEqual(['start', 'dismiss', 'click', 'click', 'click', 'click', 'finish']);
    expect(run.steps.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const [i, step] of run.steps.entries()) {
      expect(step.screenshot).toBe(`step-0${i}.png`);
      const file = readFileSync(join(dir, step.screenshot!));
      expect(file.subarray(1, 4).toString()).toBe('PNG');
      expect(streamed[i]!.png?.equals(file)).toBe(true);
      expect(step.reason.length).toBeGreaterThan(10);
      expect(step.url.startsWith(server.url)).toBe(true);
      if (i > 0) expect(step.elapsedMs).toBeGreaterThanOrEqual(run.steps[i - 1]!.elapsedMs);
    }
    const add = run.steps[3]!;
    expect(add.target).toMatchObject({ name: 'Add to cart', role: 'button', landmark: 'main' });
    expect(add.target!.box!.width).toBeGreaterThan(0);
    expect(add.score!.terms.map((t) => t.factor)).toContain('keyword');
    expect(add.score!.total).toBe(add.score!.terms.reduce((sum, t) => sum + t.points, 0));
    expect(add.reason).toContain('add to cart');
    expect(run.steps.at(-1)!.url).toBe(`${server.url}/checkout.html`);
  }, 120_000);

  it('is held to the address guard: a loopback site is refused without allowPrivate', async () => {
    await expect(runAgentTask({ url: `${server.url}/`, task: 'price', persona: 'desktop' })).rejects.toThrow(RunError);
  });

  it('stops at the time limit, closing its browser, and resolves with what it did', async () => {
    const started = performance.now();
    const run = await runAgentTask({ url: `${server.url}/`, task: 'checkout', persona: 'slow-network', allowPrivate: true, timeLimitMs: 5_000 });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(run).toMatchObject({ outcome: 'failure', stopReason: 'time-limit', shortestPath: null });
    expect(run.durationMs).toBeLessThan(15_000);
  }, 120_000);

  it('stops at the step limit', async () => {
    const run = await runAgentTask({ url: `${server.url}/`, task: 'checkout', persona: 'desktop', allowPrivate: true, maxSteps: 2 });
    expect(run).toMatchObject({ outcome: 'failure', stopReason: 'step-limit', actions: 2, shortestPath: null });
    expect(run.frictionFindings.map((f) => f.id)).toContain('goal-not-found');
  }, 120_000);
});
