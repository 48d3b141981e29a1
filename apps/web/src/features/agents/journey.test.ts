import { describe, expect, it } from 'vitest';
import type { AgentRunSummary, AgentStep } from '@sightline/shared/agents/schema';
import { momentsThatMatter, rankFriction, stageIndexes, stagesOf, stageTimes, stepMoments } from './journey';

const step = (index: number, elapsedMs: number, overrides: Partial<AgentStep> = {}): AgentStep => ({
  index,
  action: 'click',
  target: { selector: `#s${index}`, name: `Control ${index}`, role: 'link', landmark: 'main', box: null },
  value: null,
  reason: 'A reason.',
  score: null,
  url: 'http://shop.test/',
  title: 'Shop',
  at: new Date(elapsedMs).toISOString(),
  elapsedMs,
  screenshot: null,
  ...overrides,
});

const run = (overrides: Partial<AgentRunSummary> = {}): AgentRunSummary => ({
  id: 'run-a',
  domain: 'shop.test',
  startUrl: 'http://shop.test/',
  task: 'checkout',
  persona: 'keyboard',
  status: 'completed',
  outcome: 'success',
  decisionMaker: 'heuristic',
  attempts: 1,
  error: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: 30_000,
  findings: { finalUrl: 'http://shop.test/checkout', stopReason: 'success', evidence: null, actions: 5, shortestPath: 5, deadEnds: [], errors: [], frictionFindings: [], limits: { maxSteps: 25, timeLimitMs: 90_000 } },
  ...overrides,
});

// A checkout: load, close the cookie dialog, open a product, add it to the cart, open the cart, check out.
const checkout = [
  step(0, 1_000, { action: 'start', target: null }),
  step(1, 2_000, { action: 'dismiss' }),
  step(2, 3_000, { target: { selector: '#p', name: 'Stoneware mug', role: 'link', landmark: 'main', box: null }, url: 'http://shop.test/products/mug.html' }),
  step(3, 16_500, { action: 'press', value: 'Enter', target: { selector: '#add', name: 'Add to cart', role: 'button', landmark: 'main', box: null }, url: 'http://shop.test/products/mug.html' }),
  step(4, 17_500, { target: { selector: '#c', name: 'View cart', role: 'link', landmark: 'main', box: null }, url: 'http://shop.test/cart.html' }),
  step(5, 18_500, { action: 'back', target: null, url: 'http://shop.test/products/mug.html' }),
  step(6, 19_500, { action: 'finish', target: null, url: 'http://shop.test/checkout.html' }),
];

describe('the journey map', () => {
  it('puts each step in the furthest stage of the task it has reached, and the last step of a success at the goal', () => {
    expect(stagesOf('checkout').map((stage) => stage.title)).toEqual(['Arrive', 'Look for it', 'Add to cart', 'Cart', 'Checkout']);
    // Going back from the cart does not move the journey back a stage.
    expect(stageIndexes(run(), checkout)).toEqual([0, 0, 1, 2, 3, 3, 4]);
    // A failed run never reaches the goal.
    expect(stageIndexes(run({ outcome: 'failure' }), checkout).at(-1)).toBe(3);
  });

  it('infers feelings only from what the run recorded: going back, friction, a long wait, the end', () => {
    const findings = { ...run().findings!, frictionFindings: [{ id: 'keyboard-trap', title: 'Keyboard trap', detail: 'Tab cannot leave the field.', guide: '/guides/x', stepIndex: 4, severity: 'high' as const }] };
    const moments = stepMoments(run({ findings }), checkout);
    expect(moments.map((moment) => moment.feeling)).toEqual(['neutral', 'neutral', 'neutral', 'waiting', 'frustrated', 'frustrated', 'satisfied']);
    expect(moments[3]!.because).toEqual(['Waited 13.5 s']);
    expect(moments[3]!.durationMs).toBe(13_500);
    expect(moments[4]!.because).toEqual(['Keyboard trap']);
    expect(stepMoments(run({ outcome: 'failure' }), checkout).at(-1)!.feeling).toBe('gave-up');
    expect(stageTimes(5, moments)).toEqual([2_000, 1_000, 13_500, 2_000, 1_000]);
  });

  it('names the first impression, the worst moment and the end, and no worst moment when nothing went badly', () => {
    const moments = stepMoments(run(), checkout);
    expect(momentsThatMatter(moments).map(({ kind, moment }) => [kind, moment.step.index])).toEqual([
      ['first', 0],
      ['worst', 5],
      ['end', 6],
    ]);
    const smooth = stepMoments(run(), [checkout[0]!, checkout[1]!, checkout[6]!]);
    expect(momentsThatMatter(smooth).map(({ kind }) => kind)).toEqual(['first', 'end']);
  });

  it('ranks friction by severity, then by how often it was met, and gathers a finding met twice into one entry', () => {
    const friction = (id: string, severity: 'high' | 'medium' | 'low', stepIndex: number) => ({ id, title: id, detail: id, guide: `/guides/${id}`, severity, stepIndex });
    const a = run({ id: 'a', findings: { ...run().findings!, frictionFindings: [friction('small-target', 'low', 1), friction('trap', 'high', 4)], deadEnds: [{ stepIndex: 2, url: 'http://shop.test/x', reason: 'nothing to do here' }, { stepIndex: 5, url: 'http://shop.test/y', reason: 'nothing to do here' }] } });
    const b = run({ id: 'b', findings: { ...run().findings!, frictionFindings: [friction('small-target', 'low', 2), friction('slow-search', 'medium', 3)] } });
    const ranked = rankFriction([a, b]);
    expect(ranked.map((entry) => [entry.key, entry.seenIn.length])).toEqual([
      ['trap', 1],
      ['dead-end nothing to do here', 2],
      ['slow-search', 1],
      ['small-target', 2],
    ]);
  });
});
