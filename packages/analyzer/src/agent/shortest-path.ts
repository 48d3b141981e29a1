import { pageKey } from './score';
import type { AgentStep } from './types';

/**
 * Actions on the shortest way to the goal through what the run saw: the run's own path with every
 * loop cut out (a detour that came back to a page in the same state, a dead end left by going back).
 * A step that changed the page without leaving it (typing, closing a dialog, adding to the cart)
 * moves the run to a new state of that page, so it stays on the path.
 */
export function shortestPathLength(steps: readonly AgentStep[]): number {
  const path: string[] = [];
  let changes = 0;
  let previous: string | null = null;
  for (const step of steps) {
    if (step.action === 'finish') continue;
    const page = pageKey(step.url);
    if (previous !== null && page === previous && step.action !== 'back' && step.action !== 'start') changes += 1;
    previous = page;
    const state = `${page}#${changes}`;
    const earlier = path.indexOf(state);
    if (earlier >= 0) path.length = earlier + 1;
    else path.push(state);
  }
  return Math.max(0, path.length - 1);
}
