// `npm run bench:sessions`: 50 participants (Node WebSocket clients, y-websocket's provider) edit
// one board for 60 s (BENCH_SECONDS), each changing its own note about once a second. Prints the
// time from one client's edit to each other client seeing it (p50, p95, max; goal p95 ≤ 100 ms),
// and the server's CPU time and memory. The server is its own process (`node --import tsx
// src/server.ts` on a fresh PGlite), so its figures are not the clients'.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { addNote, readBoard, updateNote } from '@sightline/shared/sessions';

const PARTICIPANTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = 3190 + Math.floor(Math.random() * 50);
const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-sessions-'));
const base = `http://127.0.0.1:${PORT}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: base },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const ticks = 100; // USER_HZ on Linux
function serverUsage() {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / ticks;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuSeconds, rssMb: rssKb / 1024 };
}

async function call(method: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { json: (await response.json()) as Record<string, unknown>, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

// Each provider listens for the process's exit (to close its socket).
process.setMaxListeners(PARTICIPANTS + 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const created = await call('POST', '/api/sessions', { title: 'Bench', agenda: 'six-hats' });
  const sessionId = (created.json.session as { id: string }).id;
  const invite = await call('POST', `/api/sessions/${sessionId}/invites`, { role: 'participant' }, created.cookie);
  const token = String(invite.json.url).split('#invite=')[1];

  const latencies: number[] = [];
  let measuring = false;
  const clients = await Promise.all(
    Array.from({ length: PARTICIPANTS }, async (_, index) => {
      const joined = await call('POST', `/api/sessions/${sessionId}/join`, { invite: token, name: `P${index}` });
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(`ws://127.0.0.1:${PORT}/api/sessions`, `${sessionId}/sync`, doc, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, params: { ticket: String(joined.json.ticket) }, disableBc: true });
      await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
      return { doc, provider, noteId: '' };
    }),
  );
  for (const [index, client] of clients.entries()) {
    client.noteId = addNote(client.doc, { text: '0', colour: 'yellow', author: `P${index}`, authorId: `p${index}`, x: 24 + (index % 10) * 190, y: 24 + Math.floor(index / 10) * 140 });
    // Every other client's view: an edit's text is the time it was made.
    client.doc.getMap<Y.Map<unknown>>('notes').observeDeep((events, transaction) => {
      if (!measuring || transaction.local) return;
      const seen = Date.now();
      for (const event of events) {
        if (!(event.target instanceof Y.Map) || !event.keysChanged.has('text')) continue;
        const sent = Number(event.target.get('text'));
        if (sent > 0) latencies.push(seen - sent);
      }
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (readBoard(clients[0]!.doc).notes.length !== PARTICIPANTS) throw new Error('not every note reached the first client');

  const before = serverUsage();
  measuring = true;
  const timers = clients.map((client) => {
    const edit = () => updateNote(client.doc, client.noteId, { text: String(Date.now()) });
    // Spread the clients over the second so edits do not all arrive at once.
    return setTimeout(() => {
      edit();
      timers.push(setInterval(edit, 1000) as unknown as NodeJS.Timeout);
    }, Math.random() * 1000);
  });
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  for (const timer of timers) clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  measuring = false;
  const after = serverUsage();

  latencies.sort((a, b) => a - b);
  const expected = PARTICIPANTS * (PARTICIPANTS - 1) * SECONDS;
  console.log(`${PARTICIPANTS} participants, ${SECONDS} s, one edit a second each: ${latencies.length} deliveries (about ${expected} expected)`);
  console.log(`edit → seen by another client: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms (goal p95 ≤ 100 ms)`);
  console.log(`server: ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU s over ${SECONDS} s (${(((after.cpuSeconds - before.cpuSeconds) / SECONDS) * 100).toFixed(0)} % of a core), resident memory ${after.rssMb.toFixed(0)} MB (${before.rssMb.toFixed(0)} MB before the edits)`);
  for (const client of clients) client.provider.destroy();
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
