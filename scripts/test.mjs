#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first that fails, then a
// table of seconds per stage, so a slow stage is visible in every run (CI's log included): wall
// time, and CPU time, which tells a slower stage from a busier machine.
// Setup comes first because CI runs this on a fresh clone: it installs what is missing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const stages = [
  { name: 'setup', command: 'node', args: ['scripts/setup.mjs'] },
  // Each workspace's tsc is one single-threaded process: two at a time use both cores.
  { name: 'typecheck', parallel: workspaces.map((workspace) => ({ label: workspace, command: 'npm', args: ['run', 'typecheck', '--if-present', '-w', workspace] })) },
  // The cache (keyed on file contents) makes a re-run check only what changed; a fresh clone has none.
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'] },
  { name: 'unit', command: 'npm', args: ['run', 'test:unit'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'e2e', command: 'npm', args: ['run', 'test:e2e'] },
];

/**
 * CPU seconds of every finished child process so far (Linux: cutime + cstime of /proc/self/stat,
 * which include the children's own reaped children). Unlike wall time, this hardly changes when
 * other work shares the machine; null where /proc is missing.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5), counted from the state field (3): clock ticks, 100 a second.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

// `node scripts/test.mjs typecheck lint` runs only the stages named.
const only = process.argv.slice(2);
const unknown = only.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  process.stderr.write(`[test] no stage ${unknown.join(', ')}; stages: ${stages.map((stage) => stage.name).join(', ')}\n`);
  process.exit(2);
}
const selected = only.length > 0 ? stages.filter((stage) => only.includes(stage.name)) : stages;

/** Runs a command with its output passed through, or collected when `collect` is given. */
function run(command, args, collect) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => collect.push(chunk));
    child.stderr?.on('data', (chunk) => collect.push(chunk));
    child.on('error', (error) => {
      process.stderr.write(`[test] could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the commands a few at a time; each one's output is printed whole when it ends, so none interleave. */
async function runParallel(commands) {
  const queue = [...commands];
  let worst = 0;
  async function next() {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const output = [];
      const started = Date.now();
      const status = await run(item.command, item.args, output);
      process.stdout.write(`[test] ${item.label}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) worst = status;
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, next));
  return worst;
}

const results = [];
const startedAt = Date.now();
let failed = null;
for (const stage of selected) {
  const description = stage.parallel ? `${stage.parallel.map((item) => item.label).join(', ')}, ${availableParallelism()} at a time` : [stage.command, ...stage.args].join(' ');
  process.stdout.write(`\n[test] ── ${stage.name}: ${description}\n`);
  const stageStart = Date.now();
  const cpuStart = childCpuSeconds();
  const status = stage.parallel ? await runParallel(stage.parallel) : await run(stage.command, stage.args);
  const cpuEnd = childCpuSeconds();
  results.push({ name: stage.name, seconds: (Date.now() - stageStart) / 1000, cpu: cpuStart === null ? null : cpuEnd - cpuStart, status: status === 0 ? 'ok' : `FAILED (exit ${status})` });
  if (status !== 0) {
    failed = stage.name;
    break;
  }
}

const width = Math.max(...selected.map((stage) => stage.name.length));
const column = (value) => (value === null || value === undefined ? '-' : value.toFixed(1)).padStart(8);
const lines = ['', `[test] seconds per stage (load average now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`, `  ${'stage'.padEnd(width)}     wall      cpu`];
for (const stage of selected) {
  const result = results.find((entry) => entry.name === stage.name);
  lines.push(`  ${stage.name.padEnd(width)} ${column(result?.seconds)} ${column(result?.cpu)}  ${result ? result.status : 'not run'}`);
}
const cpuTotal = results.every((result) => result.cpu !== null) ? results.reduce((sum, result) => sum + result.cpu, 0) : null;
lines.push(`  ${'total'.padEnd(width)} ${column((Date.now() - startedAt) / 1000)} ${column(cpuTotal)}`);
lines.push(failed ? `[test] stopped: ${failed} failed.` : `[test] all ${selected.length} stages passed.`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
