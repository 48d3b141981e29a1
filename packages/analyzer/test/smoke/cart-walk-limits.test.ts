// The cart walk stays within the crawl's limits: a checkout that robots.txt disallows, or that is on
// another site, is not loaded at all (the site's server never sees the request), and the walk says
// why it stopped.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index';
import type { Finding } from '../../src/types';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const ROOT = join(import.meta.dirname, '../fixtures/deceptive-shop/broken');
const requested: string[] = [];
let server: StaticServer;

beforeAll(async () => {
  const product = await readFile(join(ROOT, 'product.html'), 'utf8');
  server = await startStaticServer(ROOT, [
    (request) => {
      requested.push(request.url ?? '');
      return false;
    },
    (request, response) => {
      if (request.url !== '/robots.txt') return false;
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /checkout.html\nDisallow: /cart.html\n');
      return true;
    },
    // The same product page whose checkout link leads to another host name of the same machine.
    (request, response) => {
      if (request.url !== '/away/product.html') return false;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(product.replaceAll('href="/checkout.html"', `href="http://localhost:${server.port}/checkout.html"`).replace('href="style.css"', 'href="/style.css"'));
      return true;
    },
  ]);
}, 30_000);

afterAll(async () => {
  await server?.close();
});

async function hiddenCosts(path: string, respectRobots: boolean): Promise<Finding | undefined> {
  const report = await analyze({ url: `${server.url}${path}`, maxPages: 1, maxDepth: 0, devices: ['mobile'], analysisTypes: ['DECEPTIVE_DESIGN'], allowPrivate: true, respectRobots, concurrency: 1, outputDir: null });
  return report.pages[0]?.findings.find((finding) => finding.id === 'hidden-costs');
}

describe('cart walk limits', () => {
  it('does not load a checkout or cart that robots.txt disallows', async () => {
    const finding = await hiddenCosts('/product.html', true);
    expect(finding).toMatchObject({ outcome: 'not-applicable', details: { stopped: 'robots.txt does not allow /checkout.html' } });
    expect(requested.filter((url) => url.startsWith('/checkout') || url.startsWith('/cart'))).toEqual([]);
  }, 120_000);

  it('does not leave the site for a checkout on another host', async () => {
    requested.length = 0;
    const finding = await hiddenCosts('/away/product.html', false);
    expect(finding).toMatchObject({ outcome: 'not-applicable', details: { stopped: `the next page is on another site (localhost:${server.port})` } });
    expect(requested.filter((url) => url.startsWith('/checkout'))).toEqual([]);
  }, 120_000);
});
