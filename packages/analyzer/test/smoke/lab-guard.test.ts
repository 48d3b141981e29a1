// The tab Lighthouse drives for PAGE_SPEED loads the page a second time; the address guard must hold
// there as it does for our own load: subresources and redirect hops to private addresses are refused.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { RequestGuard } from '../../src/driver/request-guard';
import { measureLab } from '../../src/gatherers/performance/lab-performance';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { startPrivateListener, type PrivateListener } from '../hostile/hostile-lab';

describe('Lighthouse behind the address guard', () => {
  let server: StaticServer;
  let listener: PrivateListener;

  beforeAll(async () => {
    listener = await startPrivateListener();
    const privateUrl = `http://127.0.0.1:${listener.port}`;
    server = await startStaticServer(fileURLToPath(new URL('../fixtures/perf/', import.meta.url)), [
      (request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        if (path === '/guarded.html') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!doctype html><html lang="en"><title>Guarded</title><h1>Guarded</h1><img src="${privateUrl}/private.png" width="40" height="40" alt=""><img src="/hop.png" width="40" height="40" alt=""></html>`,
          );
          return true;
        }
        if (path === '/hop.png') {
          response.writeHead(302, { location: `${privateUrl}/private-hop.png` }).end();
          return true;
        }
        return false;
      },
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await listener?.close();
  });

  async function lab(guard: RequestGuard) {
    const browsers = new BrowserManager({ debuggingPort: true, guard });
    try {
      await browsers.get();
      return await measureLab(`${server.url}/guarded.html`, browsers.port!, 'mobile', 1, guard);
    } finally {
      await browsers.close();
    }
  }

  it('refuses a private subresource and a redirect hop to a private address in the Lighthouse tab', async () => {
    // The fixture server stands in for a public site (a test-only hook); the listener is private.
    const measured = await lab(new RequestGuard([], false, { publicEndpoints: [`127.0.0.1:${server.port}`] }));
    expect(measured.metrics['first-contentful-paint']?.value).toBeGreaterThan(0);
    expect(listener.connections).toBe(0);
  }, 120_000);

  it('lets them through when private addresses are allowed', async () => {
    await lab(new RequestGuard([], true));
    expect(listener.connections).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
