import { join } from 'node:path';
import { FIXTURES } from './sites';
import { startStaticServer, type StaticServer } from './static-server';

/** Nodes in the huge-DOM page: the 50k-node case. */
export const HUGE_NODES = 50_000;

/** Serves the robustness fixtures plus the behaviours only a server can have (hang, loop, 500, download). */
export function startRobustnessSite(): Promise<StaticServer> {
  return startStaticServer(join(FIXTURES, 'robustness'), [
    (request) => request.url === '/hang', // never answers: the socket stays open until the test closes the server
    (request, response) => {
      if (request.url !== '/loop') return false;
      response.writeHead(302, { location: '/loop' }).end();
      return true;
    },
    (request, response) => {
      if (request.url !== '/to-localhost') return false;
      response.writeHead(302, { location: `http://localhost:${request.socket.localPort}/moved-target.html` }).end();
      return true;
    },
    (request, response) => {
      if (request.url !== '/moved') return false;
      response.writeHead(301, { location: '/moved-target.html' }).end();
      return true;
    },
    (request, response) => {
      if (request.url !== '/error500') return false;
      response.writeHead(500, { 'content-type': 'text/html' }).end('<!doctype html><title>Error</title><h1>Internal error</h1>');
      return true;
    },
    (request, response) => {
      if (request.url !== '/download') return false;
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="data.bin"' }).end(Buffer.alloc(1024));
      return true;
    },
    (request, response) => {
      if (request.url !== '/huge') return false;
      const cells = '<div><span>cell</span></div>'.repeat(HUGE_NODES / 2);
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><head><title>Huge DOM — fixtures</title></head><body><h1>Huge</h1>${cells}</body></html>`);
      return true;
    },
  ]);
}
