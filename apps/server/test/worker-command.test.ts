import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/child-processes';

// The real command line, as `npx sightline worker` runs it: the analyzer's bin hands `worker` to
// the server package.
function sightline(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['packages/analyzer/bin/sightline.js', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('sightline worker', () => {
  it('refuses to start on the embedded database, which only one process can open', () => {
    const result = sightline(['worker'], { DATABASE_URL: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('sightline worker needs DATABASE_URL (Postgres)');
  });

  it('names a bad variable and stops', () => {
    const result = sightline(['worker'], { DATABASE_URL: 'mysql://db/sightline' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DATABASE_URL is invalid');
  });

  it('explains itself, and refuses arguments it does not take', () => {
    const help = sightline(['worker', '--help'], {});
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: sightline worker/);
    const extra = sightline(['worker', 'now'], {});
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain('sightline worker takes no arguments (got now)');
  });
});
