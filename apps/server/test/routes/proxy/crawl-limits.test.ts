import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import { buildApp, type App } from '../../../src/app';
import type { Config } from '../../../src/config';
import { createTestDatabase } from '../../helpers/child-processes';
import { startFixtureSite } from '../../helpers/fixture-site';
import { createTestApp, testConfig } from '../../helpers/test-app';

// Concurrent submissions from one address: the per-IP limits must hold however the requests
// interleave with the domain check (a real HTTP request to the fixture site) that sits between
// counting and storing. work: false, so every accepted analysis stays queued.
const BODY = { startUrls: ['shop.test'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL'], saveScreenshots: false };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let dataDir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-crawl-limits-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function settings(overrides: Partial<Config>): Partial<Config> {
  return { allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), dataDir, secret: 'test-secret-0123456789', ...overrides };
}

async function submitAtOnce(app: App, count: number, ip: string) {
  const responses = await Promise.all(Array.from({ length: count }, () => app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY, remoteAddress: ip })));
  const accepted = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode !== 200);
  return { accepted, refused };
}

const HOURLY = { success: false, code: 'RATE_LIMITED', error: 'You have started 10 analyses in the last hour, the most we run for one address. Please try again later.' };

describe('the hourly limit under concurrent submissions (PGlite)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(settings({ anonymousAnalysesPerHour: 10, analysesInProgressPerIp: 100 }), { work: false });
  });
  afterAll(() => app?.close());

  it('accepts exactly the limit of 20 at once and refuses the rest with 429', async () => {
    const { accepted, refused } = await submitAtOnce(app, 20, '198.51.100.20');
    console.log(`PGlite: ${accepted.length} of 20 concurrent submissions accepted (limit 10/hour)`);
    expect(accepted).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(HOURLY);
    }
  });
});

describe('the cap on analyses in progress per IP (PGlite)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(settings({ anonymousAnalysesPerHour: 100, analysesInProgressPerIp: 3 }), { work: false });
  });
  afterAll(() => app?.close());

  it('lets 3 of 10 concurrent submissions wait or run, and takes another once one has finished', async () => {
    const ip = '198.51.100.30';
    const { accepted, refused } = await submitAtOnce(app, 10, ip);
    expect(accepted).toHaveLength(3);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        error: 'You already have 3 analyses waiting or running, the most we run at once for one address. Please try again when one has finished.',
      });
    }
    // Another address has its own allowance.
    expect((await submitAtOnce(app, 1, '198.51.100.31')).accepted).toHaveLength(1);

    await app.db.execute(`update analyses set status = 'completed', finished_at = now() where id = '${accepted[0]!.json().syntheticId}'`);
    expect((await submitAtOnce(app, 2, ip)).accepted).toHaveLength(1);
  });
});

describe('the hourly limit under concurrent submissions (Postgres)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('sightline_crawl_limits');
    app = await buildApp(testConfig(settings({ databaseUrl: database.url, anonymousAnalysesPerHour: 10, analysesInProgressPerIp: 100 })), {
      work: false,
      logger: false,
      webDistDir: join(tmpdir(), 'sightline-no-web-build'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('accepts exactly the limit of 50 at once and refuses the rest with 429', async () => {
    const { accepted, refused } = await submitAtOnce(app, 50, '198.51.100.50');
    console.log(`Postgres: ${accepted.length} of 50 concurrent submissions accepted (limit 10/hour)`);
    expect(accepted).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(HOURLY);
    }
  });
});
