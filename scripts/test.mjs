#!/usr/bin/env node
// `npm test`: every check the project has, stopping at the first stage that fails, then a table of
// seconds per stage, so a slow stage is visible in every run (CI's log included): wall time, and
// CPU time, which tells a slower stage from a busier machine.
// Setup comes first because CI runs this on a fresh clone: it installs what is missing.
// The unit/integration tests and the end-to-end tests run side by side: both spend most of their
// wall time waiting (on Chromium, child servers, Postgres, timers and polls), so on two cores they
// overlap well; each lane's output is printed whole when it ends, so the two never interleave.
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
  {
    name: 'tests',
    lanes: [
      [{ name: 'unit', command: 'npm', args: ['run', 'test:unit'] }],
      [
        { name: 'build', command: 'npm', args: ['run', 'build'] },
        { name: 'e2e', command: 'npm', args: ['run', 'test:e2e'] },
      ],
    ],
  },
];
/** Every name `node scripts/test.mjs <name>…` accepts: stages, and the steps inside lanes. */
const steps = stages.flatMap((stage) => (stage.lanes ? stage.lanes.flat() : [stage]));

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

// `node scripts/test.mjs typecheck lint` runs only the stages (or lane steps: unit, build, e2e) named.
const only = process.argv.slice(2);
const known = [...stages, ...steps].map((item) => item.name);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`[test] no stage ${unknown.join(', ')}; stages: ${known.join(', ')}\n`);
  process.exit(2);
}
const wanted = (item) => only.length === 0 || only.includes(item.name);
const selected = stages.flatMap((stage) => {
  if (!stage.lanes) return wanted(stage) ? [stage] : [];
  const lanes = stage.lanes.map((lane) => (wanted(stage) ? lane : lane.filter(wanted))).filter((lane) => lane.length > 0);
  return lanes.length > 0 ? [{ ...stage, lanes }] : [];
});

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

/**
 * Runs one lane step with its output collected, and measures the CPU seconds of its whole process
 * tree on its own: a shell runs it and then reports its own reaped children's time (cutime +
 * cstime of /proc/<shell>/stat) on a side pipe, since two lanes share this process's counters.
 */
function runMeasured(step, collect) {
  return new Promise((resolve) => {
    const script = '"$@" 3>&-; status=$?; cat /proc/$$/stat >&3; exit $status';
    const child = spawn('sh', ['-c', script, 'sh', step.command, ...step.args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const stat = [];
    child.stdout.on('data', (chunk) => collect.push(chunk));
    child.stderr.on('data', (chunk) => collect.push(chunk));
    child.stdio[3].on('data', (chunk) => stat.push(chunk));
    child.on('error', (error) => resolve({ status: 1, cpu: null, error }));
    child.on('close', (code, signal) => {
      const text = Buffer.concat(stat).toString();
      const fields = text ? text.slice(text.lastIndexOf(')') + 2).split(' ') : [];
      const cpu = fields.length > 14 ? (Number(fields[13]) + Number(fields[14])) / 100 : null;
      resolve({ status: code ?? (signal ? 1 : 0), cpu });
    });
  });
}

/** Runs the lanes side by side; the steps of one lane in order, stopping that lane at a failure. */
async function runLanes(lanes, results) {
  const laneStatuses = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const output = [];
        const started = Date.now();
        const { status, cpu } = await runMeasured(step, output);
        const seconds = (Date.now() - started) / 1000;
        results.push({ name: step.name, seconds, cpu, status: status === 0 ? 'ok' : `FAILED (exit ${status})`, indent: true });
        process.stdout.write(`\n[test] ── ${step.name} (${[step.command, ...step.args].join(' ')}): ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds.toFixed(1)} s\n`);
        process.stdout.write(Buffer.concat(output));
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  return laneStatuses.find((status) => status !== 0) ?? 0;
}

const results = [];
const startedAt = Date.now();
let failed = null;
for (const stage of selected) {
  const description = stage.lanes
    ? `${stage.lanes.map((lane) => lane.map((step) => step.name).join(' then ')).join(', beside ')}`
    : stage.parallel
      ? `${stage.parallel.map((item) => item.label).join(', ')}, ${availableParallelism()} at a time`
      : [stage.command, ...stage.args].join(' ');
  process.stdout.write(`\n[test] ── ${stage.name}: ${description}\n`);
  const stageStart = Date.now();
  const cpuStart = childCpuSeconds();
  const stepResults = [];
  const status = stage.lanes ? await runLanes(stage.lanes, stepResults) : stage.parallel ? await runParallel(stage.parallel) : await run(stage.command, stage.args);
  const cpuEnd = childCpuSeconds();
  results.push({ name: stage.name, seconds: (Date.now() - stageStart) / 1000, cpu: cpuStart === null ? null : cpuEnd - cpuStart, status: status === 0 ? 'ok' : `FAILED (exit ${status})` });
  results.push(...stepResults);
  if (status !== 0) {
    failed = stage.name;
    break;
  }
}

const names = selected.flatMap((stage) => [stage.name, ...(stage.lanes ?? []).flat().map((step) => `  ${step.name}`)]);
const width = Math.max(...names.map((name) => name.length), 'total'.length);
const column = (value) => (value === null || value === undefined ? '-' : value.toFixed(1)).padStart(8);
const lines = ['', `[test] seconds per stage (load average now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`, `  ${'stage'.padEnd(width)}     wall      cpu`];
for (const stage of selected) {
  const result = results.find((entry) => entry.name === stage.name && !entry.indent);
  lines.push(`  ${stage.name.padEnd(width)} ${column(result?.seconds)} ${column(result?.cpu)}  ${result ? result.status : 'not run'}`);
  for (const step of (stage.lanes ?? []).flat()) {
    const stepResult = results.find((entry) => entry.name === step.name && entry.indent);
    lines.push(`  ${`  ${step.name}`.padEnd(width)} ${column(stepResult?.seconds)} ${column(stepResult?.cpu)}  ${stepResult ? stepResult.status : 'not run'}`);
  }
}
const stageResults = results.filter((result) => !result.indent);
const cpuTotal = stageResults.every((result) => result.cpu !== null) ? stageResults.reduce((sum, result) => sum + result.cpu, 0) : null;
lines.push(`  ${'total'.padEnd(width)} ${column((Date.now() - startedAt) / 1000)} ${column(cpuTotal)}`);
lines.push(failed ? `[test] stopped: ${failed} failed.` : `[test] all ${selected.length} stages passed.`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
