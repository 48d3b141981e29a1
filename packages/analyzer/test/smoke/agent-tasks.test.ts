// The second half of the clean agent shop's tasks (the first, and why: agent.test.ts): every persona
// succeeds within 1.5× the documented shortest path, in real Chromium.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startAgentShop } from '../helpers/agent-shop';
import { CLEAN_SHOP_TASK_HALVES, expectEveryPersonaSucceeds, shortestPaths } from '../helpers/agent-runs';
import type { StaticServer } from '../helpers/static-server';

describe('task agent, clean shop', () => {
  let server: StaticServer;
  let shortest: Map<string, number>;
  beforeAll(async () => {
    server = await startAgentShop('clean');
    shortest = await shortestPaths();
  });
  afterAll(() => server.close());

  for (const task of CLEAN_SHOP_TASK_HALVES[1]) {
    it(`${task}: every persona succeeds within 1.5× the shortest path`, () => expectEveryPersonaSucceeds(`${server.url}/`, task, shortest.get(task)!), 240_000);
  }
});
