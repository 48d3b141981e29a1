// Task agents in real Chromium on the agent shop (test/fixtures/agent-shop): on the clean shop every
// task succeeds for every persona within 1.5× the documented shortest path (the README's table, so
// the document and the test cannot drift apart); on the obstacles variant each planted obstacle is
// reported as its friction finding.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PERSONAS, AGENT_TASKS, RunError, runAgentTask, type AgentPersona, type AgentRun, type AgentStep, type AgentTask } from '../../src/index';
import { AGENT_SHOP, startAgentShop } from '../helpers/agent-shop';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const CONTENT = join(import.meta.dirname, '../../../../content');

async function shortestPaths(): Promise<Map<string, number>> {
  const readme = await readFile(join(AGENT_SHOP, 'README.md'), 'utf8');
  return new Map([...readme.matchAll(/^\| ([a-z-]+) \| (\d+) \|/gm)].map(([, task, steps]) => [task!, Number(steps)]));
}

function expectGuidesExist(run: AgentRun): void {
  for (const finding of run.frictionFindings) {
    expect(finding.guide).toMatch(/^\/guides\//);
    expect(existsSync(join(CONTENT, `${finding.guide}.md`)), `${finding.id} links ${finding.guide}`).toBe(true);
  }
}

const pressedPayment = (steps: AgentStep[]) => steps.filter((s) => /\bpay\b|place order/i.test(s.target?.name ?? ''));

describe('task agent, clean shop', () => {
  let server: StaticServer;
  let shortest: Map<string, number>;
  beforeAll(async () => {
    server = await startAgentShop('clean');
    shortest = await shortestPaths();
  });
  afterAll(() => server.close());

  it('documents a shortest path for every task', () => {
    expect([...shortest.keys()].sort()).toEqual([...AGENT_TASKS].sort());
  });

  for (const task of AGENT_TASKS) {
    it(`${task}: every persona succeeds within 1.5× the shortest path`, async () => {
      const known = shortest.get(task)!;
      const results: string[] = [];
      for (const persona of AGENT_PERSONAS) {
        const run = await runAgentTask({ url: `${server.url}/`, task, persona, allowPrivate: true });
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
    }, 240_000);
  }

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

describe('task agent, planted obstacles', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startAgentShop('obstacles');
  });
  afterAll(() => server.close());

  const attempt = (task: AgentTask, persona: AgentPersona) => runAgentTask({ url: `${server.url}/`, task, persona, allowPrivate: true });

  it('reports the price behind a sign-up wall, then signs up with test data and finds it', async () => {
    const run = await attempt('price', 'desktop');
    const wall = run.frictionFindings.find((f) => f.id === 'price-behind-signup');
    expect(wall?.detail).toContain('Stoneware mug');
    expect(run.outcome).toBe('success');
    expect(run.steps.filter((s) => s.action === 'type').map((s) => s.value)).toEqual(['agent-test@example.com', 'Sightline-Test-2026!']);
    expectGuidesExist(run);
  }, 120_000);

  it('reports the keyboard trap on the cart, which keeps a keyboard user from checkout', async () => {
    const run = await attempt('checkout', 'keyboard');
    const trap = run.frictionFindings.find((f) => f.id === 'keyboard-trap');
    expect(trap?.detail).toContain('/cart.html');
    expect(trap?.detail).toContain('Quantity');
    expect(trap?.guide).toBe('/guides/accessibility/keyboard-accessible');
    expect(run.outcome).toBe('failure');
    expect(run.deadEnds.length).toBeGreaterThan(0);
    expect(pressedPayment(run.steps)).toEqual([]);
    expectGuidesExist(run);
  }, 120_000);

  it('lets a mouse user through the same cart: the trap is keyboard-only', async () => {
    const run = await attempt('checkout', 'desktop');
    expect(run.outcome).toBe('success');
    expect(run.frictionFindings.map((f) => f.id)).not.toContain('keyboard-trap');
  }, 120_000);

  it('reports the search that finds nothing for the plural, then finds the product with the singular', async () => {
    const run = await attempt('search', 'desktop');
    const plural = run.frictionFindings.find((f) => f.id === 'search-plural');
    expect(plural?.detail).toContain('“mugs” returned nothing');
    expect(run.steps.filter((s) => s.action === 'type').map((s) => s.value)).toEqual(['mugs', 'mug']);
    expect(run.outcome).toBe('success');
    expectGuidesExist(run);
  }, 120_000);
});

describe('task agent, a cookie bar without dialog markup', () => {
  let server: StaticServer;
  beforeAll(async () => {
    // A fixed bar over the bottom of the page, covering the footer's contact link until it is closed.
    const html = `<!doctype html><html lang="en"><title>Shop</title><body style="margin:0">
      <main style="height:90vh"><h1>Shop</h1></main>
      <footer><a href="/contact.html">Contact us</a></footer>
      <div id="bar" style="position:fixed;bottom:0;left:0;right:0;height:40vh;background:#eee">We use cookies. <button onclick="bar.remove()">Got it</button></div>`;
    server = await startStaticServer(join(AGENT_SHOP, 'clean'), [
      (request, response) => {
        if (request.url !== '/') return false;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return true;
      },
    ]);
  });
  afterAll(() => server.close());

  it('closes the bar first, then goes on', async () => {
    const run = await runAgentTask({ url: `${server.url}/`, task: 'contact', persona: 'desktop', allowPrivate: true });
    expect(run.steps.map((s) => [s.action, s.target?.name ?? null])).toEqual([
      ['start', null],
      ['dismiss', 'Got it'],
      ['click', 'Contact us'],
      ['finish', null],
    ]);
    expect(run.outcome).toBe('success');
  }, 120_000);
});

describe('task agent, a control only a pointer can use', () => {
  let server: StaticServer;
  beforeAll(async () => {
    // The footer's way to the statement is a span with a click handler: no href, no tabindex.
    const html = `<!doctype html><html lang="en"><title>Shop</title><body>
      <header><a href="/">Home</a> <a href="/about.html">Our story</a></header><main><h1>Shop</h1></main>
      <footer><span role="button" onclick="location.href='/accessibility.html'">Accessibility statement</span></footer>`;
    server = await startStaticServer(join(AGENT_SHOP, 'clean'), [
      (request, response) => {
        if (request.url !== '/') return false;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        return true;
      },
    ]);
  });
  afterAll(() => server.close());

  it('reports it unreachable by keyboard, while a mouse user gets through', async () => {
    const keyboard = await runAgentTask({ url: `${server.url}/`, task: 'accessibility-statement', persona: 'keyboard', allowPrivate: true });
    expect(keyboard.outcome).toBe('failure');
    const unreachable = keyboard.frictionFindings.find((f) => f.id === 'keyboard-unreachable');
    expect(unreachable?.detail).toContain('“Accessibility statement”');
    expect(unreachable?.guide).toBe('/guides/accessibility/keyboard-accessible');
    const mouse = await runAgentTask({ url: `${server.url}/`, task: 'accessibility-statement', persona: 'desktop', allowPrivate: true });
    expect(mouse.outcome).toBe('success');
    expect(mouse.actions).toBe(1);
  }, 120_000);
});
