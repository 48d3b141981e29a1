import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/child-processes';

// The real command line, as `npm run -w @sightline/server worker` runs it.
function worker(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['apps/server/bin/worker.js', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the worker command', () => {
  it('refuses to start on the embedded database, which only one process can open', () => {
    const result = worker([], { DATABASE_URL: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('The worker needs DATABASE_URL (Postgres)');
  });

  it('names a bad variable and stops', () => {
    const result = worker([], { DATABASE_URL: 'mysql://db/sightline' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is invalid');
  });

  it('explains itself, and refuses arguments it does not take', () => {
    const help = worker(['--help'], {});
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run -w @sightline\/server worker/);
    const extra = worker(['now'], {});
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain('the worker takes no arguments (got now)');
  });
});
