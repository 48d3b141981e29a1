#!/usr/bin/env node
// `npm test`: every check the project has, stopping after the first step that fails, then a table
// of seconds per stage, so a slow stage is visible in every run (CI's log included): wall time, and
// CPU time, which tells a slower stage from a busier machine.
// Setup comes first because CI runs this on a fresh clone: it installs what is missing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// Steps run one after another; the lanes of a `together` step run side by side, each lane in
// order. The checks (type-check, lint, build) need one core at most, and the unit tests leave
// about a sixth of two cores idle while their files wait on Chromium, child servers and Postgres,
// so the checks run in that gap; the e2e suite needs the build and the whole machine.
const steps = [
  { name: 'setup', command: 'node', args: ['scripts/setup.mjs'] },
  {
    together: [
      [
        // One workspace's tsc at a time: the unit tests use the other core.
        { name: 'typecheck', sequence: workspaces.map((workspace) => ({ label: workspace, command: 'npm', args: ['run', 'typecheck', '--if-present', '-w', workspace] })) },
        // The cache (keyed on file contents) makes a re-run check only what changed; a fresh clone has none.
        { name: 'lint', command: 'npm', args: ['run', 'lint', '--', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'] },
        { name: 'build', command: 'npm', args: ['run', 'build'] },
      ],
      [{ name: 'unit', command: 'npm', args: ['run', 'test:unit'] }],
    ],
  },
  { name: 'e2e', command: 'npm', args: ['run', 'test:e2e'] },
];
const stages = steps.flatMap((step) => (step.together ? step.together.flat() : [step]));

/**
 * Runs one command through `--cpu-of`: its output passed through, or collected when it shares the
 * terminal with another lane. Resolves with its exit status, CPU seconds and collected output.
 */
function measure(command, args, collect) {
  return new Promise((resolve) => {
    const output = [];
    let cpu = null;
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--cpu-of', command, ...args], { cwd: root, stdio: ['ignore', collect ? 'pipe' : 'inherit', collect ? 'pipe' : 'inherit', 'ipc'] });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('message', (message) => {
      cpu = message.cpu;
    });
    child.on('exit', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0), cpu, output: Buffer.concat(output) }));
  });
}

/** One stage (a command, or a sequence of them: each workspace's tsc) and its row of the table. */
async function runStage(stage, collect) {
  process.stdout.write(`\n[test] ── ${stage.name}: ${stage.sequence ? stage.sequence.map((item) => item.label).join(', ') : [stage.command, ...stage.args].join(' ')}\n`);
  const started = Date.now();
  let status = 0;
  let cpu = 0;
  const quiet = collect || Boolean(stage.sequence);
  for (const item of stage.sequence ?? [stage]) {
    const itemStart = Date.now();
    const result = await measure(item.command, item.args, quiet);
    if (quiet) {
      process.stdout.write(`[test] ${item.label ?? stage.name}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${((Date.now() - itemStart) / 1000).toFixed(1)} s\n`);
      process.stdout.write(result.output);
    }
    cpu = cpu === null || result.cpu === null ? null : cpu + result.cpu;
    if (result.status !== 0) {
      status = result.status;
      break;
    }
  }
  return { name: stage.name, seconds: (Date.now() - started) / 1000, cpu, status: status === 0 ? 'ok' : `FAILED (exit ${status})` };
}

async function main() {
  // `node scripts/test.mjs typecheck lint` runs only the stages named.
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`[test] no stage ${unknown.join(', ')}; stages: ${stages.map((stage) => stage.name).join(', ')}\n`);
    process.exit(2);
  }
  const selected = only.length > 0 ? stages.filter((stage) => only.includes(stage.name)) : stages;

  const results = [];
  const startedAt = Date.now();
  for (const step of steps) {
    // Of lanes that run together, the last prints as it goes and the others when each command ends.
    const lanes = (step.together ?? [[step]]).map((lane) => lane.filter((stage) => selected.includes(stage))).filter((lane) => lane.length > 0);
    const laneResults = await Promise.all(
      lanes.map(async (lane, index) => {
        const done = [];
        for (const stage of lane) {
          const result = await runStage(stage, index < lanes.length - 1);
          done.push(result);
          if (result.status !== 'ok') break;
        }
        return done;
      }),
    );
    results.push(...laneResults.flat());
    if (results.some((result) => result.status !== 'ok')) break;
  }

  const width = Math.max(...selected.map((stage) => stage.name.length));
  const column = (value) => (value === null || value === undefined ? '-' : value.toFixed(1)).padStart(8);
  const together = steps.filter((step) => step.together).map((step) => step.together.map((lane) => lane.map((stage) => stage.name).join(' → ')).join(' beside '));
  const lines = ['', `[test] seconds per stage (load average now ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; ${together.join('; ')}):`, `  ${'stage'.padEnd(width)}     wall      cpu`];
  for (const stage of selected) {
    const result = results.find((entry) => entry.name === stage.name);
    lines.push(`  ${stage.name.padEnd(width)} ${column(result?.seconds)} ${column(result?.cpu)}  ${result ? result.status : 'not run'}`);
  }
  const cpuTotal = results.every((result) => result.cpu !== null) ? results.reduce((sum, result) => sum + result.cpu, 0) : null;
  lines.push(`  ${'total'.padEnd(width)} ${column((Date.now() - startedAt) / 1000)} ${column(cpuTotal)}`);
  const failed = results.filter((result) => result.status !== 'ok').map((result) => result.name);
  lines.push(failed.length > 0 ? `[test] stopped: ${failed.join(', ')} failed.` : `[test] all ${selected.length} stages passed.`);
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

// `node scripts/test.mjs --cpu-of COMMAND ARGS…` runs one command and sends its CPU seconds over
// IPC: every process it started, children of children included once reaped (Linux: cutime +
// cstime of /proc/self/stat). Chromium's double-forked helpers escape it, so it undercounts.
if (process.argv[2] === '--cpu-of') {
  const [command, ...args] = process.argv.slice(3);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  child.on('error', (error) => {
    process.stderr.write(`[test] could not start ${command}: ${error.message}\n`);
    process.send({ cpu: null }, () => process.exit(1));
  });
  child.on('exit', (code, signal) => {
    let cpu = null;
    try {
      const stat = readFileSync('/proc/self/stat', 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 16 and 17 of proc(5), counted from the state field (3): clock ticks, 100 a second.
      cpu = (Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // No /proc here: wall time only.
    }
    process.send({ cpu }, () => process.exit(code ?? (signal ? 1 : 0)));
  });
} else {
  await main();
}
