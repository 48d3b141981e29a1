// `npm run bench:event-streams`: how fast the server answers GET /api/health while 1,000
// progress streams (GET /api/analyses/{id}/events) are open, from 50 addresses (TRUST_PROXY and
// X-Forwarded-For) following 50 queued analyses, 20 streams each. The app runs in this process
// on a fresh embedded database (PGlite), as `npm start` would, without the job worker, so the
// analyses stay queued and the streams stay open.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnalysis } from '@sightline/db';
import { buildApp } from '../src/app';
import { generateToken, hashToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';

const ADDRESSES = 50;
const STREAMS_PER_ADDRESS = 20;
const MEASURE_MS = 20_000;

const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-streams-'));
const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' });
const app = await buildApp(config, { work: false, logger: false, webDistDir: join(tmpdir(), 'sightline-no-web-build') });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a stream and resolves with its status once the headers arrive; the socket stays open. */
const streams: ClientRequest[] = [];
function openStream(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
    streams.push(req);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measureHealth(label: string) {
  const times: number[] = [];
  const until = Date.now() + MEASURE_MS;
  while (Date.now() < until || times.length < 5) {
    const { status, ms } = await get('/api/health');
    if (status !== 200) throw new Error(`/api/health answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: /api/health p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (${times.length} requests in ${MEASURE_MS / 1000} s)`);
}

try {
  await measureHealth('0 streams');
  const request = { startUrl: 'https://bench.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };
  const statuses = new Map<number, number>();
  const opening = performance.now();
  for (let address = 0; address < ADDRESSES; address++) {
    const ownerKey = generateToken();
    const analysis = await createAnalysis(app.db, { domain: 'bench.test', request, ipHash: `bench-${address}`, ownerKeyHash: hashToken(ownerKey), userId: null });
    const headers = { cookie: `sightline_owner=${ownerKey}`, 'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}` };
    const opened = await Promise.all(Array.from({ length: STREAMS_PER_ADDRESS }, () => openStream(`/api/analyses/${analysis.id}/events`, headers)));
    for (const status of opened) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  console.log(`opened ${ADDRESSES * STREAMS_PER_ADDRESS} streams in ${((performance.now() - opening) / 1000).toFixed(1)} s: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
  await measureHealth(`${streams.length} streams`);
} finally {
  for (const stream of streams) stream.destroy();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
