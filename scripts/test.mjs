#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first that fails, then a
// table of seconds per stage, so a slow stage is visible in every run (CI's log included).
// Setup comes first because CI runs this on a fresh clone: it installs what is missing.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const stages = [
  { name: 'setup', command: 'node', args: ['scripts/setup.mjs'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'unit', command: 'npm', args: ['run', 'test:unit'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'e2e', command: 'npm', args: ['run', 'test:e2e'] },
];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`[test] could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
const startedAt = Date.now();
let failed = null;
for (const stage of stages) {
  process.stdout.write(`\n[test] ── ${stage.name}: ${[stage.command, ...stage.args].join(' ')}\n`);
  const stageStart = Date.now();
  const status = await run(stage.command, stage.args);
  results.push({ name: stage.name, seconds: (Date.now() - stageStart) / 1000, status: status === 0 ? 'ok' : `FAILED (exit ${status})` });
  if (status !== 0) {
    failed = stage.name;
    break;
  }
}

const width = Math.max(...stages.map((stage) => stage.name.length));
const lines = ['', '[test] seconds per stage:'];
for (const stage of stages) {
  const result = results.find((entry) => entry.name === stage.name);
  const seconds = result ? result.seconds.toFixed(1).padStart(7) : '      -';
  lines.push(`  ${stage.name.padEnd(width)} ${seconds}  ${result ? result.status : 'not run'}`);
}
lines.push(`  ${'total'.padEnd(width)} ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)}`);
lines.push(failed ? `[test] stopped: ${failed} failed.` : `[test] all ${stages.length} stages passed.`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
