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

/**
 * Sends `count` submissions at once. On a loaded machine the domain check itself may time out
 * (422): such a request is never counted, so the limit must then be filled by the others.
 */
async function submitAtOnce(app: App, count: number, ip: string) {
  const responses = await Promise.all(Array.from({ length: count }, () => app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: BODY, remoteAddress: ip })));
  const accepted = responses.filter((response) => response.statusCode === 200);
  const unreachable = responses.filter((response) => response.statusCode === 422 && response.json().code === 'DOMAIN_NOT_ANALYZABLE');
  const refused = responses.filter((response) => !accepted.includes(response) && !unreachable.includes(response)).map((response) => `${response.statusCode} ${response.body}`);
  return { accepted, unreachable: unreachable.length, refused };
}

const HOURLY = `429 ${JSON.stringify({ success: false, error: 'You have started 10 analyses in the last hour, the most we run for one address. Please try again later.', code: 'RATE_LIMITED' })}`;
const IN_PROGRESS = `429 ${JSON.stringify({
  success: false,
  error: 'You already have 3 analyses waiting or running, the most we run at once for one address. Please try again when one has finished.',
  code: 'RATE_LIMITED',
})}`;

describe('the hourly limit under concurrent submissions (PGlite)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp(settings({ anonymousAnalysesPerHour: 10, analysesInProgressPerIp: 100 }), { work: false });
  });
  afterAll(() => app?.close());

  it('accepts exactly the limit of 20 at once and refuses the rest with 429', async () => {
    const { accepted, unreachable, refused } = await submitAtOnce(app, 20, '198.51.100.20');
    console.log(`PGlite: ${accepted.length} of 20 concurrent submissions accepted (limit 10/hour; ${unreachable} domain checks timed out)`);
    const expected = Math.min(10, 20 - unreachable);
    expect({ accepted: accepted.length, refused }).toEqual({ accepted: expected, refused: Array(20 - unreachable - expected).fill(HOURLY) });
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
    const { accepted, unreachable, refused } = await submitAtOnce(app, 10, ip);
    const expected = Math.min(3, 10 - unreachable);
    expect({ accepted: accepted.length, refused }).toEqual({ accepted: expected, refused: Array(10 - unreachable - expected).fill(IN_PROGRESS) });
    expect(expected).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await submitAtOnce(app, 1, '198.51.100.31')).accepted).toHaveLength(1);

    await app.db.execute(`update analyses set status = 'completed', finished_at = now() where id = '${accepted[0]!.json().syntheticId}'`);
    const next = await submitAtOnce(app, 2, ip);
    expect(next.accepted).toHaveLength(Math.min(2 - next.unreachable, 3 - (expected - 1)));
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
    const { accepted, unreachable, refused } = await submitAtOnce(app, 50, '198.51.100.50');
    console.log(`Postgres: ${accepted.length} of 50 concurrent submissions accepted (limit 10/hour; ${unreachable} domain checks timed out)`);
    const expected = Math.min(10, 50 - unreachable);
    expect({ accepted: accepted.length, refused }).toEqual({ accepted: expected, refused: Array(50 - unreachable - expected).fill(HOURLY) });
  });
});
