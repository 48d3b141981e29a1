// A tiny static server on 127.0.0.1 for smoke tests, with a few behaviours no static file can have.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo, Socket } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
};

export type Route = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `root`; `routes` get the first chance at each request (return true when handled). */
export async function startStaticServer(root: string, routes: Route[] = [], headers: Record<string, string> = {}): Promise<StaticServer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (request, response) => {
    for (const route of routes) if (await route(request, response)) return;
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      // A malformed escape (/%E0%A4%A) is the client's mistake: an uncaught URIError here would end the test process.
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : '<!doctype html><html lang="en"><title>Not found</title><body><h1>Not found</h1><a href="/">Home</a></body></html>');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        // Hanging fixtures keep sockets open; they must not keep the test process alive.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
