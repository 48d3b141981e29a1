// Webhooks end to end: real events (survey responses completed through the respondents' API, and
// analyses completed), signed, delivered over real HTTP by the queue to a local receiver that is
// down at first. Once it is back, every event must arrive exactly once, with a valid signature.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis, findWebhookEvent, listWebhookEvents } from '@sightline/db';
import type { App } from '../../src/app';
import { postWebhook } from '../../src/webhooks/deliver';
import { emitAnalysisCompleted } from '../../src/webhooks/analysis-completed';
import { signatureHeader, verifySignature } from '../../src/webhooks/signature';
import { createAccount } from '../helpers/accounts';
import { createApiKeyFor } from '../helpers/api-keys';
import { page, report } from '../helpers/report-fixture';
import { createTestApp } from '../helpers/test-app';
import { answer, DEFINITION } from '../routes/surveys/helpers';

interface Received {
  id: string;
  type: string;
  signed: boolean;
  body: { id: string; type: string; data: Record<string, unknown> };
}

const RESPONSES = 5;
const ANALYSES = 2;

let app: App;
let port: number;
let receiver: Server | null = null;
const received: Received[] = [];
let secret: string;
let session: { token: string; user: { id: string } };

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

function startReceiver(): Promise<void> {
  receiver = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({ id: String(request.headers['sightline-event-id']), type: String(request.headers['sightline-event-type']), signed: verifySignature(secret, body, String(request.headers['sightline-signature'])), body: JSON.parse(body) });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => receiver!.listen(port, '127.0.0.1', () => resolve()));
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  // A free port, closed again: the receiver is down until the test starts it there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  app = await createTestApp({ allowPrivateTargets: true, webhookRetryDelaySeconds: 1 });
  session = await createAccount(app, 'hooks@example.com');
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

const asAda = () => ({ authorization: `Bearer ${session.token}` });

describe('webhook delivery', () => {
  it('delivers every event exactly once after the receiver was down, signed', async () => {
    const set = await app.inject({ method: 'PUT', url: '/api/account/webhook', headers: asAda(), payload: { url: `http://127.0.0.1:${port}/hooks` } });
    expect(set.statusCode, set.body).toBe(200);
    secret = set.json().secret;
    expect(secret).toMatch(/^whsec_/);

    // Survey responses: a published survey of the account, answered by respondents.
    const key = (await createApiKeyFor(app, session.token, 'write')).key;
    const survey = (await app.inject({ method: 'POST', url: '/api/v1/surveys', headers: { authorization: `Bearer ${key}` }, payload: { definition: DEFINITION } })).json().survey;
    const versionId = (await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).json().survey.versionId as string;
    for (let index = 0; index < RESPONSES; index += 1) {
      const responseKey = crypto.randomUUID();
      // A partial save raises nothing; completing does, once (sending the completion again changes nothing).
      expect((await answer(app, survey.id, { versionId, answers: { drink: { choice: 'coffee' } }, complete: false }, responseKey)).statusCode).toBe(200);
      const done = { versionId, answers: { drink: { choice: 'tea' }, recommend: index }, complete: true };
      expect((await answer(app, survey.id, done, responseKey)).statusCode).toBe(200);
      expect((await answer(app, survey.id, done, responseKey)).statusCode).toBe(200);
    }
    // Analyses completed: what the analyze-site job does after storing the report.
    for (let index = 0; index < ANALYSES; index += 1) {
      const row = await createAnalysis(app.db, { domain: `site${index}.test`, request: { startUrl: `https://site${index}.test/`, maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false }, ipHash: 'x', ownerKeyHash: null, userId: session.user.id });
      await completeAnalysis(app.db, row.id, { report: report([page(`https://site${index}.test/`, [])]), scores: { overall: 70 }, pagesDone: 1 });
      await emitAnalysisCompleted({ db: app.db, mailer: app.mailer, log: app.log, config: app.config, send: (job, payload) => app.queue.send(job.name as 'deliver-webhook', payload as { eventId: string }) }, row.id);
    }
    const events = await listWebhookEvents(app.db, session.user.id, 100);
    expect(events).toHaveLength(RESPONSES + ANALYSES);

    // Down: every event is tried and fails, and nothing is marked delivered.
    await until(async () => (await Promise.all(events.map((event) => findWebhookEvent(app.db, event.id)))).every((event) => event!.attempts >= 2), 60_000);
    expect(received).toHaveLength(0);
    const failed = (await findWebhookEvent(app.db, events[0]!.id))!;
    expect(failed).toMatchObject({ deliveredAt: null, lastStatus: null, lastError: expect.stringMatching(/ECONNREFUSED/) });

    // Back: each arrives, once.
    await startReceiver();
    await until(() => received.length >= RESPONSES + ANALYSES, 90_000);
    // Time for any duplicate to show up: later retries were already scheduled.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const ids = received.map((event) => event.id);
    console.info(`webhooks: ${events.length} events raised while the receiver was down, ${received.length} deliveries received after it came back, ${new Set(ids).size} distinct`);
    expect(received).toHaveLength(RESPONSES + ANALYSES);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
    expect(received.every((event) => event.signed)).toBe(true);
    expect(received.filter((event) => event.type === 'survey.response_received')).toHaveLength(RESPONSES);
    expect(received.filter((event) => event.type === 'analysis.completed')).toHaveLength(ANALYSES);
    const analysisEvent = received.find((event) => event.type === 'analysis.completed')!;
    expect(analysisEvent.body).toMatchObject({ type: 'analysis.completed', data: { analysis: { status: 'completed', scores: { overall: 70 } }, reportUrl: expect.stringContaining('/api/v1/analyses/') } });
    const responseEvent = received.find((event) => event.type === 'survey.response_received')!;
    expect(responseEvent.body.data).toMatchObject({ survey: { id: survey.id, title: 'Drinks' }, response: { answers: { drink: { choice: 'tea' } } } });
    const state = (await app.inject({ method: 'GET', url: '/api/account/webhook', headers: asAda() })).json();
    expect(state.events.every((event: { deliveredAt: string | null; lastStatus: number }) => event.deliveredAt !== null && event.lastStatus === 204)).toBe(true);
  }, 240_000);

  it('signs as documented, and refuses a forged, altered or stale signature', () => {
    const body = '{"id":"x"}';
    const now = Date.now();
    const t = Math.floor(now / 1000);
    const good = `t=${t},v1=${createHmac('sha256', 'whsec_a').update(`${t}.${body}`).digest('hex')}`;
    expect(signatureHeader('whsec_a', body, t)).toBe(good);
    expect(verifySignature('whsec_a', body, good, now)).toBe(true);
    expect(verifySignature('whsec_b', body, good, now)).toBe(false);
    expect(verifySignature('whsec_a', '{"id":"y"}', good, now)).toBe(false);
    expect(verifySignature('whsec_a', body, good, now + 10 * 60_000)).toBe(false);
    expect(verifySignature('whsec_a', body, `t=${t}`, now)).toBe(false);
  });

  it('holds the target to the address guard, when it is set and on every delivery', async () => {
    const guarded = await createTestApp({ allowPrivateTargets: false });
    try {
      const { token } = await createAccount(guarded, 'guarded@example.com');
      for (const url of ['http://127.0.0.1:9/hooks', 'http://[::1]/hooks', 'http://169.254.169.254/latest', 'http://localhost/hooks']) {
        const refused = await guarded.inject({ method: 'PUT', url: '/api/account/webhook', headers: { authorization: `Bearer ${token}` }, payload: { url } });
        expect(refused.statusCode, url).toBe(422);
        expect(refused.json()).toMatchObject({ success: false, code: 'WEBHOOK_URL_REFUSED' });
      }
      const scheme = await guarded.inject({ method: 'PUT', url: '/api/account/webhook', headers: { authorization: `Bearer ${token}` }, payload: { url: 'file:///etc/passwd' } });
      expect(scheme.statusCode).toBe(400);
    } finally {
      await guarded.close();
    }
    // The delivery checks again, so an endpoint whose name later resolves privately is never connected to.
    const result = await postWebhook(`http://127.0.0.1:${port}/hooks`, '{}', {}, { allowPrivate: false });
    expect(result).toMatchObject({ status: null, error: expect.stringMatching(/private, loopback or link-local/) });
  });
});
