// The tab Lighthouse drives for PAGE_SPEED loads the page a second time; the address guard must hold
// there as it does for our own load: subresources and redirect hops to private addresses are refused.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';
import { RequestGuard } from '../../src/driver/request-guard';
import { measureLab } from '../../src/gatherers/performance/lab-performance';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { noisePng } from '../fixtures/perf/assets';

/** 127.0.0.1 stands in for a public host here; "localhost" for a private one (as in the robustness test). */
class LocalhostGuard extends RequestGuard {
  override check(url: string): Promise<string | null> {
    return Promise.resolve(new URL(url).hostname === 'localhost' ? 'localhost is private' : null);
  }
  override get active(): boolean {
    return true;
  }
}

describe('Lighthouse behind the address guard', () => {
  let server: StaticServer;
  const hits: string[] = [];
  const browsers = new BrowserManager({ debuggingPort: true });
  const image = noisePng(40, 40);

  beforeAll(async () => {
    server = await startStaticServer(fileURLToPath(new URL('../fixtures/perf/', import.meta.url)), [
      (request, response) => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        hits.push(`${request.headers.host?.split(':')[0]} ${path}`);
        if (path === '/guarded.html') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!doctype html><html lang="en"><title>Guarded</title><h1>Guarded</h1><img src="http://localhost:${server.port}/private.png" width="40" height="40" alt=""><img src="/hop.png" width="40" height="40" alt=""></html>`,
          );
          return true;
        }
        if (path === '/hop.png') {
          response.writeHead(302, { location: `http://localhost:${server.port}/private-hop.png` }).end();
          return true;
        }
        if (path === '/private.png' || path === '/private-hop.png') {
          response.writeHead(200, { 'content-type': 'image/png' }).end(image);
          return true;
        }
        return false;
      },
    ]);
  });

  afterAll(async () => {
    await browsers.close();
    await server?.close();
  });

  it('refuses a private subresource and a redirect hop to a private address in the Lighthouse tab', async () => {
    await browsers.get();
    const lab = await measureLab(`${server.url}/guarded.html`, browsers.port!, 'mobile', 1, new LocalhostGuard([], false));
    expect(lab.metrics['first-contentful-paint']?.value).toBeGreaterThan(0);
    expect(hits).toContain('127.0.0.1 /guarded.html');
    expect(hits).toContain('127.0.0.1 /hop.png');
    expect(hits.filter((hit) => hit.startsWith('localhost'))).toEqual([]);
  }, 120_000);

  it('lets them through when private addresses are allowed', async () => {
    hits.length = 0;
    await measureLab(`${server.url}/guarded.html`, browsers.port!, 'mobile', 1, new RequestGuard([], true));
    expect(hits).toEqual(expect.arrayContaining(['localhost /private.png', 'localhost /private-hop.png']));
  }, 120_000);
});
