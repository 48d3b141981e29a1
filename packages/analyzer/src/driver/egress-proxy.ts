import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BlockedTargetError, UnresolvableHostError } from '@sightline/shared/net';
import type { RequestGuard } from './request-guard';

// The browser's only way out. Chromium is started with this proxy and no bypass (not even for
// loopback), so every connection it opens for any page, frame, worker, service worker, popup,
// WebSocket, preconnect or redirect hop arrives here as an absolute http:// request or a CONNECT.
// Chromium resolves no names itself behind a proxy; the proxy resolves once, checks every
// address with the run's guard and connects to exactly a checked address.
//
// Our own on node:http + node:net rather than the `proxy` package: that package connects with
// net.connect/http.request by host name (a second, unchecked resolution) and has no hook between
// resolving and connecting; what we need is that hook, and the rest is ~100 lines.

/** Set on the proxy's own answer to a plain-http request it could not forward, so the loader can tell it from the site's. */
export const EGRESS_ERROR_HEADER = 'x-sightline-egress-error';

const CONNECT_TIMEOUT_MS = 15_000;

// Headers about one hop (browser↔proxy or proxy↔server), never passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

export interface EgressProxy {
  /** For --proxy-server. */
  url: string;
  close(): Promise<void>;
}

export async function startEgressProxy(guard: RequestGuard): Promise<EgressProxy> {
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** A connected socket to a checked address of hostname:port; records and rethrows why not. */
  async function open(hostname: string, port: number): Promise<Socket> {
    try {
      const target = await guard.resolve(hostname, port);
      let lastError: unknown;
      for (const { address } of target.addresses) {
        try {
          const socket = await connectTo(address, target.port);
          track(socket);
          return socket;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    } catch (error) {
      guard.recordFailure(hostname, port, describeFailure(error));
      throw error;
    }
  }

  async function forward(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = URL.canParse(incoming.url ?? '') ? new URL(incoming.url!) : null;
    if (url?.protocol !== 'http:') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Only absolute http:// URLs are forwarded\n');
      return;
    }
    const port = Number(url.port || 80);
    let upstream: Socket;
    try {
      upstream = await open(url.hostname.replace(/^\[|\]$/g, ''), port);
    } catch (error) {
      const reason = describeFailure(error);
      // Header values must be printable ASCII.
      response.writeHead(error instanceof BlockedTargetError ? 403 : 502, { 'content-type': 'text/plain; charset=utf-8', [EGRESS_ERROR_HEADER]: reason.replace(/[^\x20-\x7e]/g, '?') });
      response.end(`${reason}\n`);
      return;
    }
    if (response.destroyed) {
      upstream.destroy();
      return;
    }
    // One connection per request: it was opened to this request's checked address, and is closed after it.
    response.once('close', () => upstream.destroy());
    const outgoing = request({ createConnection: () => upstream, method: incoming.method, path: `${url.pathname}${url.search}`, headers: { ...endToEnd(incoming.headers), connection: 'close' }, setHost: false });
    outgoing.on('response', (answer) => {
      // Node parses reason phrases it refuses to write (a DEL byte): those are left out.
      const reason = /[^\t\x20-\x7e\x80-\xff]/.test(answer.statusMessage ?? '') ? undefined : answer.statusMessage;
      try {
        response.writeHead(answer.statusCode ?? 502, reason, endToEndRaw(answer.rawHeaders));
      } catch {
        // A status line or header Node will not write again: the site's answer is dropped, the crawler goes on.
        answer.destroy();
        response.destroy();
        return;
      }
      answer.pipe(response);
    });
    outgoing.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    incoming.pipe(outgoing);
  }

  async function tunnel(incoming: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => client.destroy());
    const authority = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/i.exec(incoming.url ?? '');
    if (!authority) {
      client.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let upstream: Socket;
    try {
      upstream = await open(authority[1] ?? authority[2]!, Number(authority[3]));
    } catch (error) {
      const status = error instanceof BlockedTargetError ? '403 Forbidden' : '502 Bad Gateway';
      client.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    upstream.on('error', () => client.destroy());
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  }

  const server = createServer();
  server.on('connection', track);
  server.on('clientError', (_error, socket) => socket.destroy());
  // Nothing a site sends may throw out of here: an uncaught error would end the whole analysis process.
  server.on('request', (incoming, response) => void forward(incoming, response).catch(() => response.destroy()));
  server.on('connect', (incoming, client, head) => void tunnel(incoming, client, head).catch(() => client.destroy()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The egress proxy did not get a port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function connectTo(address: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // An IP literal: net.connect does no lookup of its own.
    const socket = connect({ host: address, port });
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(Object.assign(new Error(`No connection within ${CONNECT_TIMEOUT_MS / 1000} s`), { code: 'ETIMEDOUT' })));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.off('error', reject);
      resolve(socket);
    });
  });
}

/** A sentence for the page's error, in the words the loader uses for the same failures without a proxy. */
function describeFailure(error: unknown): string {
  if (error instanceof BlockedTargetError) return `Refused by the address guard: ${error.message}`;
  if (error instanceof UnresolvableHostError) return 'The host name could not be resolved';
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'The server refused the connection';
  if (code === 'ETIMEDOUT') return `The server did not accept a connection within ${CONNECT_TIMEOUT_MS / 1000} s`;
  return `The server could not be reached (${code ?? (error as Error).message})`;
}

function isHopByHop(name: string, listed: ReadonlySet<string>): boolean {
  const lower = name.toLowerCase();
  return HOP_BY_HOP.has(lower) || listed.has(lower);
}

function connectionListed(value: string | string[] | undefined): Set<string> {
  return new Set([value ?? []].flat().flatMap((entry) => entry.split(',')).map((token) => token.trim().toLowerCase()));
}

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = connectionListed(headers.connection);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !isHopByHop(name, listed)));
}

/** Response headers as a flat [name, value, …] list, so repeated ones (Set-Cookie) stay separate. */
function endToEndRaw(raw: readonly string[]): string[] {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  const listed = connectionListed(pairs.filter(([name]) => name.toLowerCase() === 'connection').map(([, value]) => value));
  return pairs.filter(([name]) => !isHopByHop(name, listed)).flat();
}
