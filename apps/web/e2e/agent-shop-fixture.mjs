// The task agents' fixture shop (packages/analyzer/test/fixtures/agent-shop) for agents.spec.ts, served
// by the analysis fixture's server to requests for its own host names: `clean/` as agentShopHost, and
// the obstacles variant (obstacles/'s files in place of clean/'s) as agentShopObstaclesHost.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

export const agentShopHost = 'kettle-e2e.test';
export const agentShopObstaclesHost = 'kettle-obstacles-e2e.test';
const ROOT = fileURLToPath(new URL('../../../packages/analyzer/test/fixtures/agent-shop/', import.meta.url));
const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

const isFile = (file) => stat(file).then((info) => info.isFile(), () => false);

/** Answers a request for one of the shop's hosts and returns true; false for any other host. */
export async function serveAgentShop(request, response) {
  const host = (request.headers.host ?? '').split(':')[0];
  if (host !== agentShopHost && host !== agentShopObstaclesHost) return false;
  let path;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  } catch {
    response.writeHead(400).end();
    return true;
  }
  if (path.endsWith('/')) path += 'index.html';
  const roots = host === agentShopObstaclesHost ? [join(ROOT, 'obstacles'), join(ROOT, 'clean')] : [join(ROOT, 'clean')];
  for (const root of roots) {
    const file = normalize(join(root, path));
    if (file.startsWith(root) && (await isFile(file))) {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
      return true;
    }
  }
  response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1><a href="/">Home</a></html>');
  return true;
}
