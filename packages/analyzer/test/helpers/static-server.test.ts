import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './static-server';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sightline-static-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  server = await startStaticServer(root);
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

/** The status of a GET sent with `path` exactly as written (fetch would normalise it). */
function statusOf(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer for ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

describe('static test server', () => {
  it('answers a malformed percent-encoded path with 400 and keeps serving', async () => {
    expect(await statusOf('/%E0%A4%A')).toBe(400);
    expect(await statusOf('/%')).toBe(400);
    expect(await statusOf('/')).toBe(200);
    expect(await statusOf('/missing.html')).toBe(404);
  });
});
