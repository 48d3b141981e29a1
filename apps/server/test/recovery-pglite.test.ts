import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentShop } from '../../../packages/analyzer/test/helpers/agent-shop';
import { freePort, migratedDataDir, startNode, waitUntil, type Child } from './helpers/child-processes';
import { startFixtureSite } from './helpers/fixture-site';

// The default install: one server process with the embedded database and its in-process worker.
// The server is killed (SIGKILL, no chance to clean up) while an analysis runs, then started again
// on the same DATA_DIR; the analysis must finish with nothing lost. Then that server is killed while
// a task agent runs, and started again: the run is run again from its first step and finishes, with
// no step of the dead attempt left. The agent's scenario starts where the analysis' ends (a server
// that came back from a kill), so the two share a start: three, not four, each 10 CPU seconds.
const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL'], saveScreenshots: true };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let shop: Awaited<ReturnType<typeof startAgentShop>>;
let dataDir: string;
let origin: string;
let env: Record<string, string>;
const servers: Child[] = [];
/** The server the last scenario left running, if it passed. */
let running: Child | null = null;

beforeAll(async () => {
  site = await startFixtureSite();
  shop = await startAgentShop('clean');
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
    SIGHTLINE_HOST_RULES: `MAP shop.test 127.0.0.1:${site.port}, MAP kettle.test 127.0.0.1:${shop.port}`,
  };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await site?.close();
  await shop?.close();
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

    const inFlight = await waitUntil(status, (analysis) => analysis.status === 'running', 60_000, (analysis) => `analysis ${String(analysis?.status)}; server said: ${first.output()}`);
    expect(inFlight.attempts).toBe(1);
    await first.kill();

    const second = await startServer();
    const done = await waitUntil(status, (analysis) => analysis.status !== 'running' && analysis.status !== 'queued', 120_000, (analysis) => `analysis ${String(analysis?.status)}; server said: ${second.output()}`);
    expect(done).toMatchObject({ status: 'completed', attempts: 2, pagesDone: 1, error: null });
    const report = await fetch(`${origin}/api/analyses/${syntheticId}/report`, { headers: { cookie } });
    expect(report.status).toBe(200);
    expect(((await report.json()) as { report: { requestedUrl: string } }).report.requestedUrl).toBe('http://shop.test/');
    running = second;
  }, 300_000);
});

interface RunBody {
  run: { status: string; attempts: number; outcome: string | null };
  steps: Array<{ index: number; action: string }>;
}

describe('a server killed in the middle of an agent run (PGlite)', () => {
  it('runs it again after a restart on the same DATA_DIR, from its first step', async () => {
    const first = running ?? (await startServer());
    const started = await fetch(`${origin}/api/agents/runs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain: 'kettle.test', task: 'checkout', persona: 'desktop' }) });
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: { id: string } };
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const read = async () => (await (await fetch(`${origin}/api/agents/runs/${run.id}`, { headers: { cookie } })).json()) as RunBody;

    const inFlight = await waitUntil(read, (body) => body.run.status === 'running' && body.steps.length >= 1, 90_000, (body) => `run ${String(body?.run.status)}; server said: ${first.output()}`);
    expect(inFlight.run.attempts).toBe(1);
    await first.kill();

    const second = await startServer();
    const done = await waitUntil(read, (body) => body.run.status === 'completed' || body.run.status === 'failed', 150_000, (body) => `run ${String(body?.run.status)}; server said: ${second.output()}`);
    expect(done.run).toMatchObject({ status: 'completed', attempts: 2, outcome: 'success' });
    expect(done.steps.map((step) => step.index)).toEqual(done.steps.map((_, index) => index));
    expect(done.steps[0]!.action).toBe('start');
    expect(await second.stop()).toBe(0);
  }, 300_000);
});
