// Task agents in real Chromium where the way is made hard: on the agent shop's obstacles variant
// (test/fixtures/agent-shop) each planted obstacle is reported as its friction finding, and pages
// built here test a cookie bar without dialog markup and a control only a pointer can use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentTask, type AgentPersona, type AgentTask } from '../../src/index';
import { startAgentShop } from '../helpers/agent-shop';
import { expectGuidesExist, pageOverCleanShop, pressedPayment } from '../helpers/agent-runs';
import type { StaticServer } from '../helpers/static-server';

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
  // A fixed bar over the bottom of the page, covering the footer's contact link until it is closed.
  const page = pageOverCleanShop(`<!doctype html><html lang="en"><title>Shop</title><body style="margin:0">
    <main style="height:90vh"><h1>Shop</h1></main>
    <footer><a href="/contact.html">Contact us</a></footer>
    <div id="bar" style="position:fixed;bottom:0;left:0;right:0;height:40vh;background:#eee">We use cookies. <button onclick="bar.remove()">Got it</button></div>`);

  it('closes the bar first, then goes on', async () => {
    const run = await runAgentTask({ url: page.url(), task: 'contact', persona: 'desktop', allowPrivate: true });
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
  // The footer's way to the statement is a span with a click handler: no href, no tabindex.
  const page = pageOverCleanShop(`<!doctype html><html lang="en"><title>Shop</title><body>
    <header><a href="/">Home</a> <a href="/about.html">Our story</a></header><main><h1>Shop</h1></main>
    <footer><span role="button" onclick="location.href='/accessibility.html'">Accessibility statement</span></footer>`);

  it('reports it unreachable by keyboard, while a mouse user gets through', async () => {
    const keyboard = await runAgentTask({ url: page.url(), task: 'accessibility-statement', persona: 'keyboard', allowPrivate: true });
    expect(keyboard.outcome).toBe('failure');
    const unreachable = keyboard.frictionFindings.find((f) => f.id === 'keyboard-unreachable');
    expect(unreachable?.detail).toContain('“Accessibility statement”');
    expect(unreachable?.guide).toBe('/guides/accessibility/keyboard-accessible');
    const mouse = await runAgentTask({ url: page.url(), task: 'accessibility-statement', persona: 'desktop', allowPrivate: true });
    expect(mouse.outcome).toBe('success');
    expect(mouse.actions).toBe(1);
  }, 120_000);
});
