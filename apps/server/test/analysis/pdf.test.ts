import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfRenderer, PdfTimeoutError } from '../../src/analysis/pdf';

// The renderer against a plain local HTTP server: a page that becomes ready only once its /api/hold
// request is answered, so the server sees how many pages are being printed at the same time.
let site: Server;
let elsewhere: Server;
let origin: string;
let inFlight = 0;
let mostAtOnce = 0;
const held = new Set<() => void>();
const elsewhereRequests: string[] = [];
const seenHeaders: Array<{ cookie?: string; authorization?: string }> = [];

const PAGE = (elsewherePort: number) => `<!doctype html><html><head><title>Report</title></head><body>
<article><h1>Report</h1><p>Printed by Chromium.</p><img src="http://127.0.0.1:${elsewherePort}/tracker.png"></article>
<script>fetch('/api/hold').then(() => document.querySelector('article').setAttribute('data-report-ready', 'true'));</script></body></html>`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  elsewhere = createServer((request, response) => {
    elsewhereRequests.push(request.url ?? '');
    response.end();
  });
  const elsewherePort = await listen(elsewhere);
  site = createServer((request, response) => {
    if (request.url === '/api/hold') {
      seenHeaders.push({ cookie: request.headers.cookie, authorization: request.headers.authorization });
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      // Held until a second page is waiting too (or 5 s have passed, for the last one alone), so
      // on a busy machine two pages printed at once are seen at once, and a third would be too.
      const release = () => {
        clearTimeout(alone);
        held.delete(release);
        setTimeout(() => {
          inFlight -= 1;
          response.end('ok');
        }, 300);
      };
      const alone = setTimeout(release, 5_000);
      held.add(release);
      if (held.size >= 2) for (const each of [...held]) each();
    } else if (request.url === '/never') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<article>never ready</article>');
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(elsewherePort));
    }
  });
  origin = `http://127.0.0.1:${await listen(site)}`;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});

describe('PdfRenderer', () => {
  it('prints at most two pages at once, queues the rest, and sends the requester credentials only to our origin', async () => {
    const renderer = new PdfRenderer({ timeoutMs: 30_000, concurrency: 2 });
    try {
      const ownerKey = 'k'.repeat(43);
      const files = await Promise.all(Array.from({ length: 5 }, () => renderer.render({ origin, path: '/report', ownerKey, authorization: 'Bearer abc' })));
      for (const file of files) {
        expect(file.subarray(0, 5).toString()).toBe('%PDF-');
        expect(file.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
      }
      expect(mostAtOnce).toBe(2);
      expect(seenHeaders).toHaveLength(5);
      expect(seenHeaders.every((headers) => headers.cookie === `sightline_owner=${ownerKey}` && headers.authorization === 'Bearer abc')).toBe(true);
      // The image on another origin was never fetched from the server's network.
      expect(elsewhereRequests).toEqual([]);
    } finally {
      await renderer.close();
    }
  });

  it('gives up with a PdfTimeoutError when the page never becomes ready', async () => {
    const renderer = new PdfRenderer({ timeoutMs: 1_500, concurrency: 2 });
    try {
      const started = Date.now();
      await expect(renderer.render({ origin, path: '/never', ownerKey: null, authorization: null })).rejects.toBeInstanceOf(PdfTimeoutError);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await renderer.close();
    }
  });
});
