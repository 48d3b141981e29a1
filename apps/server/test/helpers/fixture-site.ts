import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fixture shop — hand-made tea</title><meta name="description" content="A small fixture shop used by Sightline's server tests.">
</head><body><header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header>
<main><h1>Hand-made tea</h1><p>We sell tea. This page exists so the analysis has something real to read.</p><img src="/missing.png"></main></body></html>`;

/** A one-page site on 127.0.0.1 (plain http) that analyses in the tests crawl. */
export async function startFixtureSite(): Promise<{ port: number; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    if (request.url === '/' || request.url === '/about') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
