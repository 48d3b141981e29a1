import { execFileSync } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import type { Route } from './static-server';

/** A server that never finishes: headers at once, then one byte every `everyMs`, for as long as the client listens. */
export function trickle(paths: readonly string[], everyMs = 5_000): Route {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (!paths.includes(path)) return false;
    response.writeHead(200, { 'content-type': path.endsWith('.xml') ? 'application/xml' : 'text/plain' });
    drip(response, everyMs);
    return true;
  };
}

function drip(response: ServerResponse, everyMs: number) {
  response.write('#');
  const timer = setInterval(() => response.write('#'), everyMs);
  response.on('close', () => clearInterval(timer));
}

/**
 * Chromium processes started by this test process (its descendants), so browsers of other test
 * files or other programs on the machine are not counted.
 */
export function chromiumProcessesOfThisTest(): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, comm]) => ({ pid: Number(pid), ppid: Number(ppid), comm: comm ?? '' }));
  const ours = new Set([process.pid]);
  // Parents come before children often but not always: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of table) {
      if (!ours.has(row.pid) && ours.has(row.ppid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  return table.filter((row) => ours.has(row.pid) && /chrom/i.test(row.comm)).map((row) => row.pid);
}

export interface LimitedRun {
  outcome: unknown;
  elapsedMs: number;
  /** Most Chromium processes of this test seen at once while the run went on (beyond those before it). */
  chromiumDuringRun: number;
  /** Chromium processes of this test left once the run ended (beyond those before it). */
  chromiumAfter: number[];
}

/** Runs `run` with a signal that aborts after `limitMs`, watching the Chromium processes it starts. */
export async function runWithLimit(start: (signal: AbortSignal) => Promise<unknown>, limitMs: number): Promise<LimitedRun> {
  const before = chromiumProcessesOfThisTest();
  const started = Date.now();
  let chromiumDuringRun = 0;
  const watch = setInterval(() => (chromiumDuringRun = Math.max(chromiumDuringRun, chromiumProcessesOfThisTest().length - before.length)), 500);
  const outcome = await start(AbortSignal.timeout(limitMs)).then(
    () => 'completed',
    (error: unknown) => error,
  );
  clearInterval(watch);
  return { outcome, elapsedMs: Date.now() - started, chromiumDuringRun, chromiumAfter: chromiumProcessesOfThisTest().filter((pid) => !before.includes(pid)) };
}
