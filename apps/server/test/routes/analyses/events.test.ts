import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysis, startAnalysisAttempt, updateAnalysisProgress, type Analysis } from '@sightline/db';
import type { App } from '../../../src/app';
import { generateToken, hashToken } from '../../../src/auth/tokens';
import { createTestApp } from '../../helpers/test-app';

// Many browsers following one analysis over Server-Sent Events: the database is read once a
// second for that analysis however many streams are open, and the caps answer 429.
const PER_IP = 10;
const PER_ANALYSIS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: App;
let port: number;
let analysisQueries = 0;
const open: ClientRequest[] = [];

beforeAll(async () => {
  app = await createTestApp({ trustProxy: true, eventStreamsPerIp: PER_IP, eventStreamsPerAnalysis: PER_ANALYSIS }, { work: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  // Every statement the app sends to its (PGlite) database goes through this function; `Db` is
  // the driver-neutral type, so the driver's client is reached through drizzle's $client.
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    if (/from "analyses"/.test(text)) analysisQueries++;
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
});
afterAll(async () => {
  for (const stream of open) stream.destroy();
  await app?.close();
});

async function queuedAnalysis(): Promise<{ analysis: Analysis; cookie: string }> {
  const key = generateToken();
  const request = { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };
  const analysis = await createAnalysis(app.db, { domain: 'shop.test', request, ipHash: 'test', ownerKeyHash: hashToken(key), userId: null });
  return { analysis, cookie: `sightline_owner=${key}` };
}

interface Stream {
  status: number;
  retryAfter: string | undefined;
  /** Everything received so far. */
  text(): string;
  ended: Promise<void>;
  /** Hangs up, as a closed browser tab does. */
  close(): void;
}

function openStream(id: string, cookie: string, ip: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/analyses/${id}/events`, headers: { cookie, 'x-forwarded-for': ip }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => response.on('end', done));
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], text: () => text, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
    open.push(req);
  });
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const events = (stream: Stream, name: string) => stream.text().split('\n\n').filter((block) => block.startsWith(`event: ${name}\n`));

describe('GET /api/analyses/{id}/events', () => {
  it('streams the step each page being analysed is on, with the devices it runs on and when it last moved', async () => {
    const { analysis, cookie } = await queuedAnalysis();
    await startAnalysisAttempt(app.db, analysis.id);
    const step = { url: 'https://shop.test/', device: 'mobile', stage: 'interactive' };
    await updateAnalysisProgress(app.db, analysis.id, { stage: 'Analysing pages', pagesInProgress: [step] }, new Date('2026-01-01T00:00:05.000Z'));
    const stream = await openStream(analysis.id, cookie, '192.0.2.50');
    await until(() => events(stream, 'progress').length === 1, 'the first progress event');
    const sent = JSON.parse(events(stream, 'progress')[0]!.split('data: ')[1]!);
    expect(sent).toMatchObject({ status: 'running', stage: 'Analysing pages', pagesInProgress: [step], devices: ['mobile'], progressAt: '2026-01-01T00:00:05.000Z' });

    // The next step of the page is the next event.
    await updateAnalysisProgress(app.db, analysis.id, { pagesInProgress: [{ ...step, stage: 'last' }] });
    await until(() => events(stream, 'progress').length === 2, 'the second progress event');
    expect(JSON.parse(events(stream, 'progress')[1]!.split('data: ')[1]!).pagesInProgress).toEqual([{ ...step, stage: 'last' }]);
    stream.close();
  });
});

describe('GET /api/analyses/{id}/events with many streams', () => {
  it(`reads the database once a second for ${PER_ANALYSIS} streams of one analysis, and gives each every change`, async () => {
    const { analysis, cookie } = await queuedAnalysis();
    // Five addresses, ten streams each: within both caps.
    const streams = await Promise.all(Array.from({ length: PER_ANALYSIS }, (_, index) => openStream(analysis.id, cookie, `198.51.100.${1 + (index % 5)}`)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(PER_ANALYSIS).fill(200));
    await until(() => streams.every((stream) => events(stream, 'progress').length === 1), 'the first progress event on every stream');

    analysisQueries = 0;
    await sleep(3_000);
    const perSecond = analysisQueries / 3;
    console.log(`${PER_ANALYSIS} streams of one analysis: ${perSecond.toFixed(1)} database reads of analyses per second`);
    expect(perSecond).toBeLessThanOrEqual(1.5);

    // The next stream for this analysis is one too many, from any address.
    const refused = await openStream(analysis.id, cookie, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({ success: false, code: 'RATE_LIMITED', error: `This analysis already has ${PER_ANALYSIS} live progress pages open, the most we allow. Please try again later.` });

    await app.db.execute(`update analyses set status = 'running', stage = 'crawling', pages_found = 3 where id = '${analysis.id}'`);
    await until(() => streams.every((stream) => events(stream, 'progress').length === 2), 'the second progress event on every stream');
    await app.db.execute(`update analyses set status = 'failed', error = 'test', finished_at = now() where id = '${analysis.id}'`);
    await Promise.all(streams.map((stream) => stream.ended));
    for (const stream of streams) expect(events(stream, 'done').map((block) => JSON.parse(block.split('data: ')[1]!).status)).toEqual(['failed']);

    // Nothing follows the finished analysis any more.
    analysisQueries = 0;
    await sleep(1_500);
    expect(analysisQueries).toBe(0);
  });

  it(`lets one address open at most ${PER_IP} streams, and frees its place when one closes`, async () => {
    const { analysis, cookie } = await queuedAnalysis();
    const ip = '203.0.113.7';
    const streams = await Promise.all(Array.from({ length: PER_IP }, () => openStream(analysis.id, cookie, ip)));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);

    const refused = await openStream(analysis.id, cookie, ip);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({ success: false, code: 'RATE_LIMITED', error: `Your address already has ${PER_IP} live progress pages open, the most we allow. Close one and try again.` });
    // Another address is not affected.
    expect((await openStream(analysis.id, cookie, '203.0.113.8')).status).toBe(200);

    streams[0]!.close();
    // The server learns of the hang-up a moment later.
    const deadline = Date.now() + 10_000;
    let again = await openStream(analysis.id, cookie, ip);
    while (again.status === 429 && Date.now() < deadline) {
      await sleep(100);
      again = await openStream(analysis.id, cookie, ip);
    }
    expect(again.status).toBe(200);
  });
});
