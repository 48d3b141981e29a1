import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import { analysisQueueSettings } from '../../src/analysis/analysis-job-settings';
import type { App } from '../../src/app';
import { createTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/child-processes';
import { chromiumProcessesOfThisTest } from '../../../../packages/analyzer/test/helpers/trickle';

// A site whose home page answers at once (so the domain check passes) but whose robots.txt sends
// one byte every 5 s: the analysis must still end, failed, at its time limit.
const LIMIT_SECONDS = 8;
let server: Server;
const sockets = new Set<Socket>();
let app: App;
let dataDir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => response.write('#'), 5_000);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Slow</title><h1>Slow</h1>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-deadline-test-'));
  app = await createTestApp({ allowPrivateTargets: true, hostRules: parseHostRules(`MAP slow.test 127.0.0.1:${port}`), dataDir, analysisTimeLimitSeconds: LIMIT_SECONDS });
});
afterAll(async () => {
  await app.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an analysis of a site that trickles robots.txt', () => {
  it('ends failed with the reason within its time limit, its Chromium closed, and is not retried', async () => {
    const submitted = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: { startUrls: ['slow.test'], maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false }, remoteAddress: '203.0.113.40' });
    expect(submitted.statusCode).toBe(200);
    const { syntheticId } = submitted.json() as { syntheticId: string };
    const cookie = String(submitted.headers['set-cookie']).split(';')[0]!;
    const started = Date.now();
    const read = async () => (await app.inject({ method: 'GET', url: `/api/analyses/${syntheticId}`, headers: { cookie } })).json().analysis as { status: string; error: string | null; attempts?: number };
    const running = await waitUntil(read, (analysis) => analysis.status === 'running', 10_000, (analysis) => JSON.stringify(analysis));
    expect(running.status).toBe('running');
    const ended = await waitUntil(read, (analysis) => analysis.status === 'failed' || analysis.status === 'completed', (LIMIT_SECONDS + 10) * 1000, (analysis) => JSON.stringify(analysis));
    const elapsed = Date.now() - started;
    const leftover = chromiumProcessesOfThisTest();
    console.log(`trickling robots.txt, ${LIMIT_SECONDS} s limit: row ${ended.status} after ${elapsed} ms ("${ended.error}"); Chromium processes left: ${leftover.length}`);
    expect(ended).toMatchObject({ status: 'failed', error: `The analysis took longer than its time limit (${LIMIT_SECONDS} seconds) and was stopped.` });
    // Past the limit only by the domain check, the queue's pick-up and closing Chromium.
    expect(elapsed).toBeLessThan((LIMIT_SECONDS + 10) * 1000);
    expect(leftover).toEqual([]);
    // The host rules reached the run as input: this process's environment was left alone.
    expect(process.env.SIGHTLINE_HOST_RULES).toBeUndefined();
    // The time limit is final: the same slow site would use it up again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await read()).status).toBe('failed');
  }, 40_000);
});

describe('the queue expiry of an analysis job', () => {
  it('comes after the analysis time limit and the handler warning 5 s before expiry', () => {
    for (const limit of [30, 240, 6 * 60 * 60]) expect(analysisQueueSettings({ analysisTimeLimitSeconds: limit }).expireInSeconds - 5).toBeGreaterThan(limit);
  });
});
