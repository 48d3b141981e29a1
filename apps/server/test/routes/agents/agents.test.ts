// A task-agent run from the start request to its stored steps: the run-agent job drives the real
// engine (Chromium) through the agent shop fixture on 127.0.0.1 (private targets allowed by the
// config, the host mapped by SIGHTLINE_HOST_RULES), the steps are persisted and the SSE stream
// delivers them as they happen. The operator's language model (AGENT_MODEL_URL) is a stand-in on
// 127.0.0.1 that answers 500: the job asks it, and the heuristic finishes the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import { startAgentShop } from '../../../../../packages/analyzer/test/helpers/agent-shop';
import type { App } from '../../../src/app';
import { Secret } from '../../../src/billing/config';
import { createTestApp } from '../../helpers/test-app';

let shop: Awaited<ReturnType<typeof startAgentShop>>;
let app: App;
let origin: string;
let dataDir: string;
let model: Server;
const modelRequests: string[] = [];

beforeAll(async () => {
  shop = await startAgentShop('clean');
  model = createServer((request, response) => {
    modelRequests.push(`${request.method} ${request.url} ${request.headers.authorization}`);
    request.resume().on('end', () => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const agentModel = { baseUrl: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`, model: 'stand-in', apiKey: new Secret('key-123') };
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-agents-test-'));
  app = await createTestApp({ dataDir, allowPrivateTargets: true, hostRules: parseHostRules(`MAP kettle.test 127.0.0.1:${shop.port}`), analysesInProgressPerIp: 1, agentModel });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await shop?.close();
  await new Promise((resolve) => model?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a Server-Sent Events stream to its end (the server ends it after `done`). */
async function readStream(url: string, cookie: string): Promise<SseEvent[]> {
  const response = await fetch(url, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine!.slice('data: '.length)) as Record<string, unknown> };
    });
}

describe('task agent runs', () => {
  it('runs the real engine from the queue, stores every step and streams them live', async () => {
    const started = await fetch(`${origin}/api/agents/runs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain: 'kettle.test', task: 'contact', persona: 'desktop' }) });
    expect(started.status, await started.clone().text()).toBe(202);
    const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
    const { run } = (await started.json()) as { run: { id: string; status: string; startUrl: string } };
    expect(run).toMatchObject({ status: 'queued', startUrl: 'http://kettle.test/' });

    // One run in progress per address (ANALYSES_IN_PROGRESS_PER_IP=1 here): a second is refused while this one runs.
    const second = await fetch(`${origin}/api/agents/runs`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ domain: 'kettle.test', task: 'price', persona: 'phone' }) });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { code: string }).code).toBe('RATE_LIMITED');

    const events = await readStream(`${origin}/api/agents/runs/${run.id}/events`, cookie);
    const steps = events.filter((event) => event.event === 'step').map((event) => event.data);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({ status: 'completed', outcome: 'success', decisionMaker: 'heuristic', attempts: 1 });
    expect(steps.map((step) => step.index)).toEqual(steps.map((_, index) => index));
    expect(steps[0]).toMatchObject({ action: 'start', url: 'http://kettle.test/' });
    expect(steps.at(-1)).toMatchObject({ action: 'finish' });
    // The shop's shortest contact path is 2 actions (README): within 1.5 times of it.
    const findings = done.data.findings as { actions: number; shortestPath: number; errors: Array<{ message: string }> };
    expect(findings.actions).toBeLessThanOrEqual(3);
    // The configured model was asked, with its key, and its failure is on record.
    expect(modelRequests[0]).toBe('POST /v1/chat/completions Bearer key-123');
    expect(findings.errors[0]!.message).toBe('Language model stand-in: the model endpoint answered HTTP 500');

    // What was streamed is what was stored.
    const read = await fetch(`${origin}/api/agents/runs/${run.id}`, { headers: { cookie } });
    const body = (await read.json()) as { steps: Array<Record<string, unknown>>; assetToken: string };
    expect(body.steps).toEqual(steps);
    const shot = body.steps.find((step) => step.screenshot !== null)!;
    const png = await fetch(`${origin}/api/agents/runs/${run.id}/screenshots/${String(shot.screenshot)}?asset=${encodeURIComponent(body.assetToken)}`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

    // A stream opened after the end gets every step and `done`, then ends.
    const late = await readStream(`${origin}/api/agents/runs/${run.id}/events`, cookie);
    expect(late.filter((event) => event.event === 'step').length).toBe(steps.length);
    expect(late.at(-1)!.event).toBe('done');

    // The run is its owner's: listed for them, 404 for another browser.
    const list = (await (await fetch(`${origin}/api/agents/runs`, { headers: { cookie } })).json()) as { runs: Array<{ id: string }> };
    expect(list.runs.map((entry) => entry.id)).toEqual([run.id]);
    expect((await fetch(`${origin}/api/agents/runs/${run.id}`)).status).toBe(404);
    expect((await fetch(`${origin}/api/agents/runs/${run.id}/events`)).status).toBe(404);
    expect((await fetch(`${origin}/api/agents/runs/${run.id}/screenshots/${String(shot.screenshot)}`)).status).toBe(404);
  }, 180_000);

  it('refuses what it cannot run with a message: unknown tasks, malformed domains, ids and screenshot names', async () => {
    const post = (body: object) => app.inject({ method: 'POST', url: '/api/agents/runs', payload: body });
    const badTask = await post({ domain: 'kettle.test', task: 'buy-everything', persona: 'desktop' });
    expect(badTask.statusCode).toBe(400);
    expect(badTask.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await post({ domain: 'not a domain', task: 'price', persona: 'desktop' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/agents/runs/not-a-uuid' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/agents/runs/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/screenshots/..%2Fsecret.png` })).statusCode).toBe(400);
  });
});
