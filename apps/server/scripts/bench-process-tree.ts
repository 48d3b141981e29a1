// Memory of a process and everything it started (Chromium included), for the benchmarks: PSS
// counts a shared page once across the tree, so the sum is what the tree really costs.
import { readdirSync, readFileSync } from 'node:fs';

/** `root` and every process below it, from the parent ids in /proc/<pid>/stat. */
export function processTree(root: number): number[] {
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

/** Summed PSS (kB) of the tree under `root`, and how many processes it has. */
export function treePss(root: number): { kb: number; processes: number } {
  const tree = processTree(root);
  return { kb: tree.reduce((sum, pid) => sum + pssKb(pid), 0), processes: tree.length };
}

export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
