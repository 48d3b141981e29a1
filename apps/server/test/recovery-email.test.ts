import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../src/app';
import { freePort, waitUntil } from './helpers/child-processes';
import { startFixtureSite } from './helpers/fixture-site';
import { createTestApp } from './helpers/test-app';

// The "report ready" email is a send-email job of its own: with the SMTP server down, the
// analysis still completes once, and the email waits in the queue for its retry.
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;
let dataDir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-recovery-email-'));
  app = await createTestApp({
    allowPrivateTargets: true,
    hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`),
    dataDir,
    secret: 'test-secret-0123456789',
    // Nothing listens there: every delivery attempt fails to connect.
    smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    publicUrl: 'http://sightline.test',
  });
});

afterAll(async () => {
  await app?.close();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the report-ready email with the SMTP server down', () => {
  it('leaves the analysis completed once and the email queued for a retry', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL'], saveScreenshots: false } });
    const id: string = started.json().syntheticId;
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const notify = await app.inject({ method: 'POST', url: `/api/analyses/${id}/notify`, headers: { cookie }, payload: { email: 'waiting@example.com' } });
    expect(notify.statusCode).toBe(200);

    const sql = (app.database.queueConnection as { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } }).db;
    const emailJob = (await waitUntil(
      async () => (await sql.executeSql(`SELECT state, data, output FROM pgboss.job WHERE name = 'send-email' AND data->>'to' = 'waiting@example.com'`)).rows[0] as { state: string; data: { subject: string; text: string }; output: { message?: string } | null } | undefined,
      (job) => job?.state === 'retry',
      90_000,
      (job) => `email job ${JSON.stringify(job)}`,
    ))!;
    expect(emailJob.data.subject).toBe('Your UX report for shop.test is ready');
    expect(emailJob.data.text).toMatch(/http:\/\/sightline\.test\/standard-report\/[\w-]+\/\S+/);
    expect(emailJob.output?.message).toMatch(/ECONNREFUSED|connect/i);

    const analysis = (await app.inject({ method: 'GET', url: `/api/analyses/${id}`, headers: { cookie } })).json().analysis;
    expect(analysis).toMatchObject({ status: 'completed', attempts: 1, notifyRequested: false });
  }, 120_000);
});
