import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createDatabase, type Database } from '@sightline/db';
import { buildApp } from '../src/app';
import { waitLogged } from '../src/plugins/database';
import { LogCapture, testConfig } from './helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a start-up on a busy machine', () => {
  it('waits for a migration slower than Fastify\'s plugin timeout, and says what it waits for', async () => {
    const database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
    // As a migration on a loaded machine: longer than the plugin timeout this app gets.
    const slow: Database = { ...database, migrate: async () => (await sleep(3_000), database.migrate()) };
    const logs = new LogCapture();
    const app = await buildApp(testConfig(), { database: slow, pluginTimeoutMs: 2_000, work: false, webDistDir: join(tmpdir(), 'sightline-no-web-build'), logger: { level: 'info', stream: logs } });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(logs.messages()).toContain('Migrating the database…');
    } finally {
      await app.close();
    }
  });
});

describe('waitLogged', () => {
  afterEach(() => vi.useRealTimers());

  it('says what it waits for at once, then again every 5 s until the work ends', async () => {
    vi.useFakeTimers();
    const said: string[] = [];
    let finish!: () => void;
    const waiting = waitLogged({ info: (message: string) => said.push(message) }, 'Migrating the database', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(said).toEqual(['Migrating the database…']);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(said).toEqual(['Migrating the database…', 'Migrating the database… still waiting after 5 s', 'Migrating the database… still waiting after 10 s']);
    finish();
    await waiting;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(said).toHaveLength(3);
  });
});
