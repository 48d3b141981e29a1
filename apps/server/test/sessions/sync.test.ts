import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { createDatabase, loadSessionUpdates } from '@sightline/db';
import { addComment, addNote, deleteNote, readBoard, revealVotes, setPhase, updateNote } from '@sightline/shared/sessions';
import { buildApp, type App } from '../../src/app';
import { COMPACT_AFTER_ROWS } from '../../src/sessions/room';
import { createTestApp, testConfig } from '../helpers/test-app';
import { Browser } from '../routes/surveys/helpers';

/** A board client as the web app runs it: a Yjs document synced by y-websocket's provider over a real socket. */
interface Client {
  doc: Y.Doc;
  provider: WebsocketProvider;
}

const clients: Client[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) {
    client.provider.destroy();
    client.doc.destroy();
  }
});

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api/sessions`;
}

async function join(app: App, browser: Browser, sessionId: string, body: Record<string, unknown> = {}) {
  const response = await browser.request('POST', `/api/sessions/${sessionId}/join`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ticket: string; role: string; participantId: string };
}

function connect(url: string, sessionId: string, ticket: string): Client {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, `${sessionId}/sync`, doc, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, params: { ticket }, maxBackoffTime: 200, disableBc: true });
  const client = { doc, provider };
  clients.push(client);
  return client;
}

const synced = (client: Client) => (client.provider.synced ? Promise.resolve() : new Promise<void>((resolve) => client.provider.once('sync', (state: boolean) => state && resolve())));

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const texts = (client: Client) => readBoard(client.doc).notes.map((note) => note.text);
const note = (text: string) => ({ text, colour: 'yellow' as const, author: 'Ada', authorId: 'p', x: 10, y: 10 });

describe('board sync over WebSocket', () => {
  let app: App;
  let url: string;
  let owner: Browser;
  let sessionId: string;

  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
    url = await listen(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function newSession() {
    owner = new Browser(app);
    const created = await owner.request('POST', '/api/sessions', { title: 'Review', agenda: 'six-hats' });
    sessionId = created.json().session.id;
    return sessionId;
  }

  async function invite(role: 'participant' | 'viewer') {
    const created = await owner.request('POST', `/api/sessions/${sessionId}/invites`, { role });
    return { token: created.json().url.split('#invite=')[1] as string, id: created.json().invite.id as string };
  }

  it('two documents sync through the server, and presence carries the names the tickets give', async () => {
    await newSession();
    const facilitator = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    const { token } = await invite('participant');
    const guest = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Grace' })).ticket);
    await Promise.all([synced(facilitator), synced(guest)]);

    addNote(facilitator.doc, note('From Ada'));
    addNote(guest.doc, note('From Grace'));
    await until(() => texts(facilitator).length === 2 && texts(guest).length === 2, 'both notes on both boards');
    expect(texts(facilitator).sort()).toEqual(['From Ada', 'From Grace']);
    expect(texts(guest).sort()).toEqual(['From Ada', 'From Grace']);

    // Grace claims to be the facilitator; the server says who she is. (Each client sees the others' stamped states.)
    guest.provider.awareness.setLocalStateField('user', { name: 'Ada', role: 'facilitator' });
    facilitator.provider.awareness.setLocalStateField('cursor', { x: 1, y: 2 });
    const others = (client: Client) =>
      [...client.provider.awareness.getStates().entries()]
        .filter(([clientId]) => clientId !== client.doc.clientID)
        .map(([, state]) => (state as { user?: { name: string; role: string } }).user)
        .filter((user) => user !== undefined)
        .map((user) => `${user.name}/${user.role}`);
    await until(() => others(facilitator).length === 1 && others(guest).length === 1, 'each sees the other');
    expect(others(facilitator)).toEqual(['Grace/participant']);
    expect(others(guest)).toEqual(['Ada/facilitator']);

    guest.provider.destroy();
    await until(() => others(facilitator).length === 0, 'Grace gone from presence');
  });

  it('a viewer receives the board but its writes never reach the server or anyone else', async () => {
    await newSession();
    const facilitator = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    const { token } = await invite('viewer');
    const viewer = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Vic' })).ticket);
    await Promise.all([synced(facilitator), synced(viewer)]);

    addNote(viewer.doc, note('Viewer wrote this'));
    const id = addNote(facilitator.doc, note('Facilitator wrote this'));
    await until(() => texts(viewer).includes('Facilitator wrote this'), 'the viewer sees the facilitator’s note');
    updateNote(viewer.doc, id, { text: 'Viewer changed this' });
    // A third client that joins afterwards sees the server's document.
    const late = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    await synced(late);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(texts(late)).toEqual(['Facilitator wrote this']);
    expect(texts(facilitator)).toEqual(['Facilitator wrote this']);
    // Reconnecting replays the viewer's local state to the server: still dropped.
    viewer.provider.disconnect();
    viewer.provider.connect();
    await synced(viewer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(texts(facilitator)).toEqual(['Facilitator wrote this']);
  });

  it('only the facilitator changes the agenda, the timer and whether votes show: a participant’s attempts are undone, for the participant too', async () => {
    await newSession();
    const facilitator = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    const { token } = await invite('participant');
    const participant = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Grace' })).ticket);
    await Promise.all([synced(facilitator), synced(participant)]);

    setPhase(participant.doc, 'six-hats', 3);
    revealVotes(participant.doc, true);
    participant.doc.getMap('meta').delete('remainingMs');
    addNote(participant.doc, note('Still allowed'));
    await until(() => texts(facilitator).includes('Still allowed'), 'the participant’s note');
    expect(readBoard(facilitator.doc)).toMatchObject({ phase: 0, votesRevealed: false, timer: { remainingMs: 3 * 60_000 } });
    await until(() => readBoard(participant.doc).phase === 0 && !readBoard(participant.doc).votesRevealed && readBoard(participant.doc).timer.remainingMs === 3 * 60_000, 'the participant’s board put back');

    setPhase(facilitator.doc, 'six-hats', 1);
    revealVotes(facilitator.doc, true);
    const late = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    await synced(late);
    await until(() => readBoard(late.doc).phase === 1, 'the facilitator’s phase');
    expect(readBoard(late.doc)).toMatchObject({ phase: 1, votesRevealed: true, timer: { remainingMs: 8 * 60_000 } });
  });

  it('link targets are the facilitator’s: a participant links notes to them and comments, but cannot add, change or remove one', async () => {
    await newSession();
    const facilitator = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    const { token } = await invite('participant');
    const participant = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Grace' })).ticket);
    await Promise.all([synced(facilitator), synced(participant)]);
    facilitator.doc.getMap('targets').set('t1', { kind: 'finding', ref: 'meta-description', label: 'Meta description', anchor: '' });
    await until(() => readBoard(participant.doc).targets.has('t1'), 'the facilitator’s target');

    const linked = addNote(participant.doc, { ...note('Linked'), linkId: 't1' });
    const forged = addNote(participant.doc, { ...note('Forged'), linkId: 't2' });
    participant.doc.getMap('targets').set('t2', { kind: 'finding', ref: 'x', label: 'Click me', anchor: '' });
    participant.doc.getMap('targets').delete('t1');
    addComment(participant.doc, { noteId: linked, text: 'Seen on mobile too', author: 'Grace', authorId: 'g' });
    await until(() => readBoard(facilitator.doc).comments.length === 1 && texts(facilitator).includes('Forged'), 'the participant’s note and comment');
    const board = readBoard(facilitator.doc);
    expect([...board.targets.keys()]).toEqual(['t1']);
    expect(board.notes.find((found) => found.id === linked)!.linkId).toBe('t1');
    expect(board.notes.find((found) => found.id === forged)!.linkId).toBeNull();
    expect(board.comments).toMatchObject([{ noteId: linked, text: 'Seen on mobile too', author: 'Grace' }]);
    await until(() => [...readBoard(participant.doc).targets.keys()].join() === 't1', 'the participant’s targets put back');
    // A note's comments go with it.
    deleteNote(participant.doc, linked);
    await until(() => facilitator.doc.getMap('comments').size === 0, 'the comment removed with its note');
  });

  it('edits made offline are merged when the connection comes back', async () => {
    await newSession();
    const a = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    const { token } = await invite('participant');
    const b = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Grace' })).ticket);
    await Promise.all([synced(a), synced(b)]);
    const shared = addNote(a.doc, note('Shared note'));
    await until(() => texts(b).length === 1, 'the first note on both');

    b.provider.disconnect();
    addNote(b.doc, note('Written offline'));
    updateNote(b.doc, shared, { x: 500 });
    updateNote(a.doc, shared, { text: 'Shared note, edited online' });
    addNote(a.doc, note('Written online meanwhile'));
    b.provider.connect();
    await until(() => texts(a).length === 3 && texts(b).length === 3, 'three notes on both');
    for (const client of [a, b]) {
      const board = readBoard(client.doc);
      expect(board.notes.map((n) => n.text).sort()).toEqual(['Shared note, edited online', 'Written offline', 'Written online meanwhile']);
      expect(board.notes.find((n) => n.id === shared)?.x).toBe(500);
    }
  });

  it('a revoked invite disconnects its guests and keeps them out', async () => {
    await newSession();
    const { token, id } = await invite('participant');
    const guest = connect(url, sessionId, (await join(app, new Browser(app), sessionId, { invite: token, name: 'Grace' })).ticket);
    await synced(guest);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => guest.provider.once('closed', resolve));
    expect((await owner.request('DELETE', `/api/sessions/${sessionId}/invites/${id}`)).statusCode).toBe(200);
    expect(await closed).toEqual({ code: 4401, reason: 'This invite link is not valid any more, or this session is gone.' });
    // The same ticket, used again, is refused at the upgrade.
    guest.provider.connect();
    const refused = await new Promise<{ code: number }>((resolve) => guest.provider.once('closed', resolve));
    expect(refused.code).toBe(4401);
  });

  it('refuses a forged or missing ticket with 4401', async () => {
    await newSession();
    const { ticket } = await join(app, owner, sessionId, { name: 'Ada' });
    for (const bad of ['', `${ticket.slice(0, -2)}xx`]) {
      const socket = new WebSocket(`${url}/${sessionId}/sync?ticket=${encodeURIComponent(bad)}`);
      const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
      expect(code).toBe(4401);
    }
  });

  it('closes a connection that sends too many messages with 4029 and a message saying why', async () => {
    await newSession();
    const { ticket } = await join(app, owner, sessionId, { name: 'Ada' });
    const socket = new WebSocket(`${url}/${sessionId}/sync?ticket=${ticket}`);
    await new Promise((resolve) => socket.on('open', resolve));
    const closed = new Promise<[number, string]>((resolve) => socket.on('close', (code, reason) => resolve([code, reason.toString()])));
    // Query-awareness messages: harmless one by one, 400 at once are over the burst.
    for (let index = 0; index < 400; index += 1) socket.send(Uint8Array.of(3));
    expect(await closed).toEqual([4029, 'Too many messages: the board accepts 60 a second per person.']);
  });

  it('stores updates as they come and compacts them into a snapshot', async () => {
    await newSession();
    const a = connect(url, sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
    await synced(a);
    const id = addNote(a.doc, note('Moving note'));
    for (let step = 0; step < COMPACT_AFTER_ROWS + 20; step += 1) {
      updateNote(a.doc, id, { x: step });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const expected = Buffer.from(Y.encodeStateVector(a.doc));
    const deadline = Date.now() + 5000;
    for (;;) {
      const rows = await loadSessionUpdates(app.db, sessionId);
      const stored = new Y.Doc();
      for (const row of rows) Y.applyUpdate(stored, row.update);
      if (Buffer.from(Y.encodeStateVector(stored)).equals(expected)) {
        // More changes than the compaction threshold, fewer rows: they were compacted.
        expect(rows.length).toBeLessThan(COMPACT_AFTER_ROWS);
        expect(readBoard(stored).notes[0]!.x).toBe(COMPACT_AFTER_ROWS + 19);
        break;
      }
      if (Date.now() > deadline) throw new Error('not every update was stored');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describe('a restart of the server', () => {
  it('keeps the board: a new app on the same database serves what the old one was sent', async () => {
    const dataDir = mkdtempSync(joinPath(tmpdir(), 'sightline-sessions-'));
    try {
      const config = testConfig({ publicUrl: 'http://sightline.test', dataDir });
      const open = async () => buildApp(config, { database: await createDatabase({ dataDir }), work: false, logger: false, webDistDir: joinPath(tmpdir(), 'sightline-no-web-build') });
      let app = await open();
      const owner = new Browser(app);
      const sessionId = (await owner.request('POST', '/api/sessions', { title: 'Review', agenda: 'free' })).json().session.id as string;
      const before = connect(await listen(app), sessionId, (await join(app, owner, sessionId, { name: 'Ada' })).ticket);
      await synced(before);
      for (let index = 0; index < 5; index += 1) addNote(before.doc, note(`Note ${index}`));
      // Closed at once after the edits: whatever was received must still be stored.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await app.close();

      app = await open();
      const sameBrowser = new Browser(app);
      sameBrowser.cookie = owner.cookie;
      const after = connect(await listen(app), sessionId, (await join(app, sameBrowser, sessionId, { name: 'Ada' })).ticket);
      await synced(after);
      expect(texts(after).sort()).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3', 'Note 4']);
      await app.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
