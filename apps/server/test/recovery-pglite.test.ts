import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, migratedDataDir, startNode, waitUntil, type Child } from './helpers/child-processes';
import { startFixtureSite } from './helpers/fixture-site';

// The default install: one server process with the embedded database and its in-process worker.
// The server is killed (SIGKILL, no chance to clean up) while an analysis runs, then started again
// on the same DATA_DIR; the analysis must finish with nothing lost.
const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL'], saveScreenshots: true };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let dataDir: string;
let origin: string;
let env: Record<string, string>;
const servers: Child[] = [];

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = migratedDataDir('sightline-recovery-pglite-');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: `MAP shop.test 127.0.0.1:${site.port}`,
  };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<Child> {
  const server = startNode(['apps/server/src/server.ts'], env);
  servers.push(server);
  await waitUntil(
    () => fetch(`${origin}/api/health`).then((response) => response.status),
    (status) => status === 200,
    90_000,
    () => `server did not answer; it said: ${server.output()}`,
  );
  return server;
}

describe('a server killed in the middle of an analysis (PGlite)', () => {
  it('finishes the analysis after a restart on the same DATA_DIR', async () => {
    const first = await startServer();
    const started = await fetch(`${origin}/api/proxy/v1/crawl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODY) });
    expect(started.status).toBe(200);
    const { syntheticId } = (await started.json()) as { syntheticId: string };
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const status = async () => ((await (await fetch(`${origin}/api/analyses/${syntheticId}`, { headers: { cookie } })).json()) as { analysis: Record<string, unknown> }).analysis;

    const running = await waitUntil(status, (analysis) => analysis.status === 'running', 60_000, (analysis) => `analysis ${String(analysis?.status)}; server said: ${first.output()}`);
    expect(running.attempts).toBe(1);
    await first.kill();

    const second = await startServer();
    const done = await waitUntil(status, (analysis) => analysis.status !== 'running' && analysis.status !== 'queued', 120_000, (analysis) => `analysis ${String(analysis?.status)}; server said: ${second.output()}`);
    expect(done).toMatchObject({ status: 'completed', attempts: 2, pagesDone: 1, error: null });
    const report = await fetch(`${origin}/api/analyses/${syntheticId}/report`, { headers: { cookie } });
    expect(report.status).toBe(200);
    expect(((await report.json()) as { report: { requestedUrl: string } }).report.requestedUrl).toBe('http://shop.test/');
    expect(await second.stop()).toBe(0);
  }, 300_000);
});
