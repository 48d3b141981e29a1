import type { Frontier, QueuedPage } from './frontier';

/**
 * Takes pages from the frontier, `concurrency` at a time, until it is empty (pages being analysed
 * may still add to it) or the signal aborts; then waits for the pages already started.
 */
export async function crawlFrontier<T>(
  frontier: Frontier,
  concurrency: number,
  signal: AbortSignal | undefined,
  analyse: (page: QueuedPage) => Promise<T | null>,
  onResult: (result: T) => void,
): Promise<void> {
  const active = new Set<Promise<void>>();
  while (!signal?.aborted) {
    while (active.size < concurrency && frontier.hasNext()) {
      const task = analyse(frontier.next()!).then((result) => {
        if (result) onResult(result);
      });
      active.add(task);
      void task.finally(() => active.delete(task));
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
  await Promise.all(active);
}
