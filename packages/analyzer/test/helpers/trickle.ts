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
