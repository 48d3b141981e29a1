// The second half of the clean agent shop's tasks (the first, and why: agent.test.ts): every persona
// succeeds within 1.5× the documented shortest path, in real Chromium.
import { describe } from 'vitest';
import { CLEAN_SHOP_TASK_HALVES, cleanShopTasks } from '../helpers/agent-runs';

describe('task agent, clean shop', () => {
  cleanShopTasks(CLEAN_SHOP_TASK_HALVES[1]);
});
