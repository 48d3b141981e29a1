// Memory of a process and everything it started (Chromium included), for the benchmarks: PSS
// counts a shared page once across the tree, so the sum is what the tree really costs.
import { readdirSync, readFileSync } from 'node:fs';

/** Each process's children, from the parent ids in /proc/<pid>/stat: one scan of /proc. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** `root` and every process below it. */
export function processTree(root: number, children = childrenByParent()): number[] {
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Summed PSS (kB) of the tree under each root, and how many processes it has; /proc is read once. */
export function treePss(roots: number[]): Array<{ kb: number; processes: number }> {
  const children = childrenByParent();
  return roots.map((root) => {
    const tree = processTree(root, children);
    return { kb: tree.reduce((sum, pid) => sum + pssKb(pid), 0), processes: tree.length };
  });
}

export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/**
 * SIGTERM to the server started under `/usr/bin/time -v` (the child of `time`, whose command line
 * names server.ts), so it closes its database and `time` reports on its way out; to `time` itself
 * when the server is already gone.
 */
export function terminateTimedServer(time: { pid?: number; kill(signal: NodeJS.Signals): boolean }): void {
  const serverPid = processTree(time.pid!).find((pid) => {
    try {
      return pid !== time.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts');
    } catch {
      return false;
    }
  });
  if (serverPid) process.kill(serverPid, 'SIGTERM');
  else time.kill('SIGTERM');
}
