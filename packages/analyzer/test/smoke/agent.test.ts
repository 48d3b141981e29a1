// Task agents in real Chromium on the agent shop (test/fixtures/agent-shop): on the clean shop every
// task succeeds for every persona within 1.5× the documented shortest path (the README's table, so
// the document and the test cannot drift apart). The first half of the tasks is here, the second in
// agent-tasks.test.ts; what a run records and where it stops: agent-limits.test.ts; the obstacles
// variant and pages built to trip the agent: agent-obstacles.test.ts.
import { describe, expect, it } from 'vitest';
import { AGENT_TASKS } from '../../src/index';
import { CLEAN_SHOP_TASK_HALVES, cleanShopTasks } from '../helpers/agent-runs';

describe('task agent, clean shop', () => {
  const shop = cleanShopTasks(CLEAN_SHOP_TASK_HALVES[0]);

  it('documents a shortest path for every task', () => {
    expect([...shop.shortest().keys()].sort()).toEqual([...AGENT_TASKS].sort());
  });

  it('splits the tasks into halves that together are every task once', () => {
    expect(CLEAN_SHOP_TASK_HALVES.flat()).toEqual([...AGENT_TASKS]);
  });
});
