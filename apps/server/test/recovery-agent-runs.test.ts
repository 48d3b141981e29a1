import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentShop } from '../../../packages/analyzer/test/helpers/agent-shop';
import { freePort, migratedDataDir, startNode, waitUntil, type Child } from './helpers/child-processes';

// As for analyses (recovery-pglite.test.ts): one server with the embedded database and its
// in-process worker is killed (SIGKILL) while a task agent runs, then started again on the same
// DATA_DIR; the run is run again from its first step and finishes, with no step of the dead attempt left.
let shop: Awaited<ReturnType<typeof startAgentShop>>;
let dataDir: string;
let origin: string;
let env: Record<string, string>;
const servers: Child[] = [];

beforeAll(async () => {
  shop = await startAgentShop('clean');
  dataDir = migratedDataDir('sightline-recovery-agents-');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true', SIGHTLINE_HOST_RULES: `MAP kettle.test 127.0.0.1:${shop.port}` };
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
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

interface RunBody {
  run: { status: string; attempts: number; outcome: string | null };
  steps: Array<{ index: number; action: string }>;
}

describe('a server killed in the middle of an agent run (PGlite)', () => {
  it('runs it again after a restart on the same DATA_DIR, from its first step', async () => {
    const first = await startServer();
    const started = await fetch(`${origin}/api/agents/runs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain: 'kettle.test', task: 'checkout', persona: 'desktop' }) });
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: { id: string } };
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const read = async () => (await (await fetch(`${origin}/api/agents/runs/${run.id}`, { headers: { cookie } })).json()) as RunBody;

    const running = await waitUntil(read, (body) => body.run.status === 'running' && body.steps.length >= 1, 90_000, (body) => `run ${String(body?.run.status)}; server said: ${first.output()}`);
    expect(running.run.attempts).toBe(1);
    await first.kill();

    const second = await startServer();
    const done = await waitUntil(read, (body) => body.run.status === 'completed' || body.run.status === 'failed', 150_000, (body) => `run ${String(body?.run.status)}; server said: ${second.output()}`);
    expect(done.run).toMatchObject({ status: 'completed', attempts: 2, outcome: 'success' });
    expect(done.steps.map((step) => step.index)).toEqual(done.steps.map((_, index) => index));
    expect(done.steps[0]!.action).toBe('start');
    expect(await second.stop()).toBe(0);
  }, 300_000);
});
