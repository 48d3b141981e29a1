// The egress proxy on its own, with real sockets: what it forwards, what it refuses and why.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EGRESS_ERROR_HEADER, startEgressProxy, type EgressProxy } from '../../src/driver/egress-proxy';
import { RequestGuard } from '../../src/driver/request-guard';
import { startPrivateListener, type PrivateListener } from './hostile-lab';

let upstream: Server;
let upstreamPort: number;
let received: IncomingMessage | null = null;
let receivedBody = '';
let listener: PrivateListener;

beforeAll(async () => {
  upstream = createServer((incoming, response) => {
    received = incoming;
    receivedBody = '';
    incoming.on('data', (chunk: Buffer) => (receivedBody += chunk.toString()));
    incoming.on('end', () => {
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.writeHead(201, { connection: 'x-hop', 'x-hop': 'for the proxy only', 'x-site': 'yes' }).end('hello');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  listener = await startPrivateListener();
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await listener.close();
});

/** A proxy whose guard maps site.example to the upstream and judges only the upstream public. */
async function proxyFor(): Promise<{ proxy: EgressProxy; guard: RequestGuard }> {
  const guard = new RequestGuard([{ host: 'site.example', targetHost: '127.0.0.1', targetPort: upstreamPort }], false, { publicEndpoints: [`127.0.0.1:${upstreamPort}`] });
  return { proxy: await startEgressProxy(guard), guard };
}

function viaProxy(proxy: EgressProxy, url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(proxy.url);
  return new Promise<{ status: number; headers: IncomingMessage['headers']; raw: string[]; body: string }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method: init.method ?? 'GET', path: url, headers: init.headers ?? {} }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, raw: response.rawHeaders, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

function connectVia(proxy: EgressProxy, authority: string): Promise<number> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority });
    outgoing.on('connect', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode!);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the egress proxy', () => {
  it('forwards a plain-http request to the mapped, checked address, body and Host kept, hop-by-hop headers dropped', async () => {
    const { proxy } = await proxyFor();
    try {
      const answer = await viaProxy(proxy, 'http://site.example/form?x=1', {
        method: 'POST',
        body: 'field=value',
        headers: { host: 'site.example', 'proxy-connection': 'keep-alive', 'x-drop': 'me', connection: 'x-drop', 'content-type': 'text/plain' },
      });
      expect(answer).toMatchObject({ status: 201, body: 'hello' });
      expect(answer.headers['x-site']).toBe('yes');
      expect(answer.headers['x-hop']).toBeUndefined();
      expect(answer.raw.filter((name) => /^set-cookie$/i.test(name))).toHaveLength(2);
      expect(received!.url).toBe('/form?x=1');
      expect(received!.headers.host).toBe('site.example');
      expect(received!.headers['proxy-connection']).toBeUndefined();
      expect(received!.headers['x-drop']).toBeUndefined();
      expect(receivedBody).toBe('field=value');
    } finally {
      await proxy.close();
    }
  });

  it('refuses private addresses, plain or tunnelled, names or literals, and records why', async () => {
    const { proxy, guard } = await proxyFor();
    try {
      const plain = await viaProxy(proxy, `http://127.0.0.1:${listener.port}/`);
      expect(plain.status).toBe(403);
      expect(plain.headers[EGRESS_ERROR_HEADER]).toMatch(/^Refused by the address guard: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
      expect(await connectVia(proxy, `localhost:${listener.port}`)).toBe(403);
      expect(await connectVia(proxy, `[::ffff:127.0.0.1]:${listener.port}`)).toBe(403);
      expect(guard.failureFor(`https://localhost:${listener.port}/`)).toMatch(/^Refused by the address guard/);
      expect(listener.connections).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('tunnels CONNECT to an allowed address', async () => {
    const { proxy } = await proxyFor();
    try {
      expect(await connectVia(proxy, 'site.example:443')).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('answers what it cannot forward: not an absolute http URL, a name that does not resolve', async () => {
    const { proxy, guard } = await proxyFor();
    try {
      expect((await viaProxy(proxy, '/relative')).status).toBe(400);
      expect((await viaProxy(proxy, 'ftp://site.example/')).status).toBe(400);
      const unknown = await viaProxy(proxy, 'http://nothing.invalid/');
      expect(unknown.status).toBe(502);
      expect(guard.failureFor('http://nothing.invalid/')).toBe('The host name could not be resolved');
    } finally {
      await proxy.close();
    }
  });

  it('survives a status line Node parses but will not write again', async () => {
    const raw = createNetServer((socket) => socket.once('data', () => socket.end('HTTP/1.1 200 O\x7fK\r\nContent-Length: 2\r\n\r\nhi')));
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    const proxy = await startEgressProxy(new RequestGuard([], true));
    try {
      expect(await viaProxy(proxy, `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`)).toMatchObject({ status: 200, body: 'hi' });
    } finally {
      await proxy.close();
      raw.close();
    }
  });

  it('tries the next checked address when one refuses the connection', async () => {
    const lookup = async () => [
      { address: '127.0.0.2', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const guard = new RequestGuard([], true, { lookup });
    const proxy = await startEgressProxy(guard);
    try {
      expect((await viaProxy(proxy, `http://two.example:${upstreamPort}/`)).status).toBe(201);
    } finally {
      await proxy.close();
    }
  });
});
