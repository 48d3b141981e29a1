import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { addNote, readBoard, updateNote } from '@sightline/shared/sessions';
import type { App } from '../../src/app';
import { createTestApp } from '../helpers/test-app';
import { Browser } from '../routes/surveys/helpers';

let app: App;
let url: string;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/api/sessions`;
});
afterAll(async () => {
  await app.close();
});

/** A small deterministic generator, so a failure can be replayed with the seed it prints. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

it('clients that edit while dropping and regaining their connection end with identical boards holding every edit', async () => {
  const seed = Date.now() % 100_000;
  const next = random(seed);
  const owner = new Browser(app);
  const sessionId = (await owner.request('POST', '/api/sessions', { title: 'Fuzz', agenda: 'free' })).json().session.id as string;
  const token = (await owner.request('POST', `/api/sessions/${sessionId}/invites`, { role: 'participant' })).json().url.split('#invite=')[1] as string;

  const clients = await Promise.all(
    Array.from({ length: 5 }, async (_, index) => {
      const joined = await new Browser(app).request('POST', `/api/sessions/${sessionId}/join`, { invite: token, name: `P${index}` });
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(url, `${sessionId}/sync`, doc, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, params: { ticket: joined.json().ticket }, maxBackoffTime: 100, disableBc: true });
      return { doc, provider, written: [] as string[] };
    }),
  );

  for (let round = 0; round < 60; round += 1) {
    const client = clients[Math.floor(next() * clients.length)]!;
    const roll = next();
    if (roll < 0.15) client.provider.disconnect();
    else if (roll < 0.3) client.provider.connect();
    else {
      const text = `${clients.indexOf(client)}-${round}`;
      client.written.push(text);
      const id = addNote(client.doc, { text, colour: 'yellow', author: 'x', authorId: 'x', x: Math.floor(next() * 1000), y: 10 });
      // Concurrent edits of one field: last writer wins, but the note itself must survive.
      const others = readBoard(client.doc).notes.filter((note) => note.id !== id);
      const target = others[Math.floor(next() * others.length)];
      if (target) updateNote(client.doc, target.id, { x: Math.floor(next() * 1000) });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 30)));
  }
  for (const client of clients) client.provider.connect();

  const everything = clients.flatMap((client) => client.written).sort();
  const deadline = Date.now() + 15_000;
  const texts = (doc: Y.Doc) => readBoard(doc).notes.map((note) => note.text).sort();
  const vector = (doc: Y.Doc) => Buffer.from(Y.encodeStateVector(doc)).toString('base64');
  const converged = () => new Set(clients.map((client) => vector(client.doc))).size === 1 && clients.every((client) => JSON.stringify(texts(client.doc)) === JSON.stringify(everything));
  while (!converged()) {
    if (Date.now() > deadline) throw new Error(`boards did not converge (seed ${seed})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Every document has seen the same operations, so it shows the same board, positions included.
  expect(new Set(clients.map((client) => JSON.stringify(readBoard(client.doc).notes))).size, `seed ${seed}`).toBe(1);
  for (const client of clients) {
    client.provider.destroy();
    client.doc.destroy();
  }
}, 60_000);
