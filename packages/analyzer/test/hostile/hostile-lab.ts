// The hostile-page lab: a "private" service on loopback that counts every connection and UDP
// packet it receives, and a hostile site, also on loopback, that the guard is told to treat as
// public (by its exact address and port, a test-only hook) under public-looking names. Every
// attack page tries to reach the private service by every path a page has; the assertion is
// always that the private service saw nothing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { parseHostRules } from '@sightline/shared/net';
import { RequestGuard, type GuardTestHooks } from '../../src/driver/request-guard';

/** The private page's colour: any of it in a screenshot means the private page was rendered. */
export const PRIVATE_RGB = [255, 0, 255] as const;

export interface PrivateListener {
  host: string;
  port: number;
  /** TCP connections accepted (HTTP, WebSocket, TURN over TCP, anything). */
  connections: number;
  /** UDP datagrams received (STUN, TURN over UDP). */
  datagrams: number;
  close(): Promise<void>;
}

/** An internal service: HTTP with a solid magenta page, WebSocket upgrades, and a UDP socket on the same port number. */
export async function startPrivateListener(host = '127.0.0.1', port = 0): Promise<PrivateListener> {
  const sockets = new Set<Socket>();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' });
    response.end(`<!doctype html><title>internal</title><body style="margin:0;background:rgb(${PRIVATE_RGB.join(',')});height:3000px">INTERNAL SECRET</body>`);
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    const accept = createHash('sha1').update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  });
  const listener: PrivateListener = { host, port: 0, connections: 0, datagrams: 0, close: async () => undefined };
  server.on('connection', (socket: Socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  listener.port = (server.address() as AddressInfo).port;
  const udp = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  udp.on('message', () => (listener.datagrams += 1));
  await new Promise<void>((resolve) => udp.bind(listener.port, host, resolve));
  listener.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => udp.close(() => resolve()));
  };
  return listener;
}

export interface HostileSite {
  port: number;
  /** Paths requested, with the Host they were requested for. */
  hits: string[];
  close(): Promise<void>;
}

const PIXEL = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/** The hostile site's public-looking names (all mapped to its loopback port) and the private names. */
export const SITE = 'http://hostile.example';
export const CROSS_SITE = 'http://cross-site.example';
export const REBIND_HOST = 'rebind.example';

/**
 * Every address form that reaches the private listener on this machine, and a name mapped to it.
 * 0.0.0.0 and the IPv4-mapped IPv6 form both end at 127.0.0.1 on Linux.
 */
export function privateOrigins(listener: PrivateListener): string[] {
  const port = listener.port;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `0.0.0.0:${port}`, `[::ffff:127.0.0.1]:${port}`, 'internal.example'];
}

/** The run's guard for the lab: production policy, with the hostile site's exact endpoint judged public. */
export function labGuard(site: HostileSite, listener: PrivateListener, hooks: GuardTestHooks = {}): RefusalCountingGuard {
  const rules = parseHostRules(
    [`MAP hostile.example 127.0.0.1:${site.port}`, `MAP cross-site.example 127.0.0.1:${site.port}`, `MAP internal.example 127.0.0.1:${listener.port}`].join(','),
  );
  return new RefusalCountingGuard(rules, false, { publicEndpoints: [`127.0.0.1:${site.port}`], ...hooks });
}

/** Counts what the proxy refused, to prove each attack really was attempted. */
export class RefusalCountingGuard extends RequestGuard {
  readonly refusals: string[] = [];
  override recordFailure(hostname: string, port: number, reason: string): void {
    if (reason.startsWith('Refused by the address guard')) this.refusals.push(`${hostname}:${port}`);
    super.recordFailure(hostname, port, reason);
  }
}

/**
 * The hostile site. Pages come from `pages` by path; `/redirect?to=` redirects anywhere; `/hold?id=`
 * answers when the page calls `/done?id=` (or after 8 s), so a page's load event waits until its
 * attacks have been tried.
 */
export async function startHostileSite(pages: Record<string, string | ((url: URL) => string)>): Promise<HostileSite> {
  const holds = new Map<string, Array<() => void>>();
  const done = new Set<string>();
  const site: HostileSite = { port: 0, hits: [], close: async () => undefined };
  const sockets = new Set<Socket>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'x'}`);
    site.hits.push(`${url.host} ${url.pathname}`);
    const id = url.searchParams.get('id') ?? '';
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname === '/done') {
      done.add(id);
      for (const release of holds.get(id) ?? []) release();
      holds.delete(id);
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    } else if (url.pathname === '/hold') {
      const release = () => {
        if (!response.headersSent) response.writeHead(200, { 'content-type': 'image/gif' }).end(PIXEL);
      };
      if (done.has(id)) release();
      else {
        holds.set(id, [...(holds.get(id) ?? []), release]);
        setTimeout(release, Number(url.searchParams.get('ms') ?? 8_000)).unref();
      }
    } else if (url.pathname in pages) {
      const page = pages[url.pathname]!;
      const body = typeof page === 'string' ? page : page(url);
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  site.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return site;
}

/** Processes still running with this Chromium profile (every process of one browser has it). */
export function processesWithProfile(profile: string): number {
  try {
    return execFileSync('pgrep', ['-f', '--', `--user-data-dir=${profile}`], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).length;
  } catch {
    return 0;
  }
}

/** Whether a decoded RGBA bitmap has any pixel of the private page's colour. */
export function hasPrivateColour(data: Uint8Array): boolean {
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === PRIVATE_RGB[0] && data[i + 1] === PRIVATE_RGB[1] && data[i + 2] === PRIVATE_RGB[2]) return true;
  }
  return false;
}

/** The --user-data-dir of each Chromium this test process started: it is on every process of that browser. */
export function chromiumProfilesOfThisProcess(): Set<string> {
  const table = execFileSync('ps', ['-eo', 'ppid=,args='], { encoding: 'utf8' }).split('\n');
  const profiles = new Set<string>();
  for (const line of table) {
    const [, ppid, args] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
    const profile = /--user-data-dir=(\S+)/.exec(args ?? '')?.[1];
    if (Number(ppid) === process.pid && profile) profiles.add(profile);
  }
  return profiles;
}
