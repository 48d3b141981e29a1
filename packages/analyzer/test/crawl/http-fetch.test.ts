import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText } from '../../src/crawl/http-fetch';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { trickle } from '../helpers/trickle';

// One byte every 500 ms keeps the socket busy, so the 10 s idle timeout never fires.
let site: StaticServer;
beforeAll(async () => {
  site = await startStaticServer(join(FIXTURES, 'crawl-site'), [trickle(['/robots.txt'], 500)]);
});
afterAll(async () => {
  await site.close();
});

const options = { allowPrivate: true, hostRules: [] };

describe('fetchText against a body that never ends', () => {
  it('gives up at its total deadline, without a partial body', async () => {
    const started = Date.now();
    const result = await fetchText(`${site.url}/robots.txt`, { ...options, totalTimeoutMs: 1_500 });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(result).toMatchObject({ status: null, body: '', error: 'Timed out' });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const result = await fetchText(`${site.url}/robots.txt`, { ...options, signal: controller.signal });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result).toMatchObject({ status: null, error: 'Cancelled' });
  });

  it('reads a normal answer whole', async () => {
    const result = await fetchText(`${site.url}/`, { ...options, totalTimeoutMs: 1_500 });
    expect(result).toMatchObject({ status: 200, error: null });
    expect(result.body).toMatch(/<html/i);
  });
});
