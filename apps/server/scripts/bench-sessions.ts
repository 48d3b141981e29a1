// `npm run bench:sessions`: 50 participants (Node WebSocket clients, y-websocket's provider) edit
// one board for 60 s (BENCH_SECONDS), each changing its own note about once a second. Prints the
// time from one client's edit to each other client seeing it (p50, p95, max; goal p95 ≤ 100 ms),
// and the server's CPU time and memory, with the load average. The server is its own process
// (`node --import tsx src/server.ts` on a fresh PGlite), so its figures are not the clients'. The
// clients run in BENCH_PROCESSES processes (default 5, ten participants each), as real participants
// are separate browsers: in one process, the 2,450 updates a second they receive queue behind
// each other and the figure is the bench's own backlog.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { addNote, readBoard, updateNote } from '@sightline/shared/sessions';

const PARTICIPANTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PROCESSES = Math.max(1, Math.min(PARTICIPANTS, Number(process.env.BENCH_PROCESSES ?? 5)));

/** What the parent tells a client process, and what it answers. */
type ToChild = { kind: 'start' };
type FromChild = { kind: 'ready' } | { kind: 'done'; latencies: number[] };

if (process.env.BENCH_CHILD) await runClients(JSON.parse(process.env.BENCH_CHILD) as { base: string; sessionId: string; token: string; from: number; count: number });
else await runBench();

/** One client process: `count` participants, each editing its own note once a second until told to stop. */
async function runClients({ base, sessionId, token, from, count }: { base: string; sessionId: string; token: string; from: number; count: number }) {
  process.setMaxListeners(count + 10);
  const send = (message: FromChild) => process.send!(message);
  const latencies: number[] = [];
  let measuring = false;
  const clients = await Promise.all(
    Array.from({ length: count }, async (_, offset) => {
      const index = from + offset;
      const joined = await call(base, 'POST', `/api/sessions/${sessionId}/join`, { invite: token, name: `P${index}` });
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(`${base.replace('http', 'ws')}/api/sessions`, `${sessionId}/sync`, doc, { WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket, params: { ticket: String(joined.json.ticket) }, disableBc: true });
      await new Promise<void>((resolve) => provider.once('sync', () => resolve()));
      const noteId = addNote(doc, { text: '0', colour: 'yellow', author: `P${index}`, authorId: `p${index}`, x: 24 + (index % 10) * 190, y: 24 + Math.floor(index / 10) * 140 });
      // Every other client's view: an edit's text is the time it was made.
      doc.getMap<Y.Map<unknown>>('notes').observeDeep((events, transaction) => {
        if (!measuring || transaction.local) return;
        const seen = Date.now();
        for (const event of events) {
          if (!(event.target instanceof Y.Map) || !event.keysChanged.has('text')) continue;
          const sent = Number(event.target.get('text'));
          if (sent > 0) latencies.push(seen - sent);
        }
      });
      return { doc, provider, noteId };
    }),
  );
  const deadline = Date.now() + 60_000;
  while (!clients.every((client) => readBoard(client.doc).notes.length === PARTICIPANTS)) {
    if (Date.now() > deadline) throw new Error('not every note reached every client');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  send({ kind: 'ready' });
  await new Promise<void>((resolve) => process.once('message', (message: ToChild) => message.kind === 'start' && resolve()));
  measuring = true;
  const timers: NodeJS.Timeout[] = [];
  for (const client of clients) {
    const edit = () => updateNote(client.doc, client.noteId, { text: String(Date.now()) });
    // Spread the clients over the second so edits do not all arrive at once.
    timers.push(
      setTimeout(() => {
        edit();
        timers.push(setInterval(edit, 1000));
      }, Math.random() * 1000),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  for (const timer of timers) clearInterval(timer);
  // What was sent at the end is still counted when it arrives.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  measuring = false;
  send({ kind: 'done', latencies });
  for (const client of clients) client.provider.destroy();
  process.disconnect();
}

async function call(base: string, method: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { json: (await response.json()) as Record<string, unknown>, cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

async function runBench() {
  const port = 3190 + Math.floor(Math.random() * 50);
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-bench-sessions-'));
  const base = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ticks = 100; // USER_HZ on Linux
  const serverUsage = () => {
    const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / ticks;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    return { cpuSeconds, rssMb: rssKb / 1024 };
  };
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
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
    const created = await call(base, 'POST', '/api/sessions', { title: 'Bench', agenda: 'six-hats' });
    const sessionId = (created.json.session as { id: string }).id;
    const invite = await call(base, 'POST', `/api/sessions/${sessionId}/invites`, { role: 'participant' }, created.cookie);
    const token = String(invite.json.url).split('#invite=')[1]!;

    const per = Math.ceil(PARTICIPANTS / PROCESSES);
    const children = Array.from({ length: PROCESSES }, (_, index) => {
      const from = index * per;
      const child = fork(new URL(import.meta.url).pathname, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, BENCH_CHILD: JSON.stringify({ base, sessionId, token, from, count: Math.min(per, PARTICIPANTS - from) }) },
      });
      const messages: FromChild[] = [];
      const waiters: Array<() => void> = [];
      child.on('message', (message: FromChild) => {
        messages.push(message);
        for (const wake of waiters.splice(0)) wake();
      });
      const next = async (kind: FromChild['kind']) => {
        for (;;) {
          const found = messages.find((message) => message.kind === kind);
          if (found) return found;
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
      };
      return { child, next };
    });
    await Promise.all(children.map((child) => child.next('ready')));

    const before = serverUsage();
    const loadBefore = load();
    for (const { child } of children) child.send({ kind: 'start' } satisfies ToChild);
    const results = await Promise.all(children.map((child) => child.next('done')));
    const after = serverUsage();
    const loadAfter = load();

    const latencies = results.flatMap((result) => (result.kind === 'done' ? result.latencies : [])).sort((a, b) => a - b);
    const expected = PARTICIPANTS * (PARTICIPANTS - 1) * SECONDS;
    const cpu = after.cpuSeconds - before.cpuSeconds;
    console.log(`${PARTICIPANTS} participants in ${PROCESSES} client processes, ${SECONDS} s, one edit a second each: ${latencies.length} deliveries (about ${expected} expected)`);
    console.log(`edit → seen by another client: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms (goal p95 ≤ 100 ms)`);
    console.log(`server: ${cpu.toFixed(1)} CPU s over ${SECONDS} s (${((cpu / SECONDS) * 100).toFixed(0)} % of a core), resident memory ${after.rssMb.toFixed(0)} MB (${before.rssMb.toFixed(0)} MB before the edits)`);
    console.log(`load average (1, 5, 15 min) on ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores: ${loadBefore} before, ${loadAfter} after`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
