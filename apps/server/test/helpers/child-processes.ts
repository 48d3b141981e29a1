import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the Postgres tests connect; each test creates and drops a database of its own there. */
export const TEST_POSTGRES_URL = process.env.SIGHTLINE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the test Postgres answers: suites that also run on PGlite skip their Postgres half without it. */
export async function testPostgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database on the test Postgres, so parallel runs never share a job table. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      // Pools closed a moment ago may still be saying goodbye; FORCE would cut them off with an
      // error in this process, so it is only the last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name}${attempt === 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await client.end();
    },
  };
}

/** A new DATA_DIR holding the migrated embedded database (helpers/global-setup.ts), for a server started with startNode. */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  return dataDir;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Child {
  process: ChildProcess;
  /** Everything it wrote, for the failure message of a test. */
  output(): string;
  /** SIGKILL to the whole process group: the node process and the Chromium it started, as a crash would. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit status. */
  stop(): Promise<number | null>;
}

/** Runs `node --import tsx <args>` from the repository root in a process group of its own. */
export function startNode(args: string[], env: Record<string, string>): Child {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    async kill() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls `read` until `done` holds, failing with the last value after `timeoutMs`. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, describe: (value: T | undefined) => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out: ${describe(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
