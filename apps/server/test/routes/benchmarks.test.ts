import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis, createShareLink, setAnalysisIndustry } from '@sightline/db';
import type { Industry } from '@sightline/shared/benchmarks';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../src/app';
import { hashToken } from '../../src/auth/tokens';
import { startFixtureSite } from '../helpers/fixture-site';
import { finding, page, report } from '../helpers/report-fixture';
import { createTestApp } from '../helpers/test-app';
import { Browser } from './surveys/helpers';

// Industry benchmarks: tagged, completed analyses as aggregates (latest per domain, only over ten
// sites or more), and one report's percentile among the others.

let app: App;
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let dataDir: string;
let seq = 0;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-benchmarks-'));
  app = await createTestApp(
    { publicUrl: 'http://sightline.test', anonymousAnalysesPerHour: 1000, analysesInProgressPerIp: 1000, allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), dataDir, secret: 'test-secret-0123456789' },
    { work: false },
  );
});
afterAll(async () => {
  await app.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A completed analysis of `domain` with these scores, failing the checks named, tagged with `industry`. */
async function seeded(domain: string, industry: Industry | null, scores: { accessibility: number; pageSpeed?: number }, failing: string[] = [], finishedAt = new Date(Date.UTC(2026, 10, 1, 0, seq++))) {
  const row = await createAnalysis(app.db, { domain, request: { startUrl: `https://${domain}/`, maxPages: 1, maxDepth: 0, analysisTypes: ['USABILITY'], saveScreenshots: false }, ipHash: 'ip', ownerKeyHash: null, userId: null });
  const findings = ['image-alt', 'color-contrast', 'label'].map((id) => finding(id, failing.includes(id) ? 'failed' : 'passed', { category: 'accessibility', title: `Title of ${id}` }));
  await completeAnalysis(app.db, row.id, { report: report([page(`https://${domain}/`, findings)]), scores: { overall: scores.accessibility, accessibility: scores.accessibility, pageSpeed: scores.pageSpeed ?? null }, pagesDone: 1 }, finishedAt);
  if (industry) await setAnalysisIndustry(app.db, row.id, industry);
  return row.id;
}

describe('industry aggregates', () => {
  it('are withheld below ten sites, then show quartiles, bands and the most failed checks, one site once (its latest analysis)', async () => {
    // Nine travel sites: not enough.
    for (let i = 1; i <= 9; i++) await seeded(`travel-${i}.example`, 'travel', { accessibility: i * 10 }, i <= 3 ? ['image-alt'] : []);
    const few = (await app.inject({ method: 'GET', url: '/api/benchmarks/travel' })).json();
    expect(few).toMatchObject({ success: true, industry: 'travel', name: 'Travel and hospitality', sites: 9, minSites: 10, categories: [], checks: [] });

    // A tenth site; an older analysis of site 1 (score 100) does not count, nor do untagged sites or other industries.
    await seeded('travel-1.example', 'travel', { accessibility: 100 }, [], new Date(Date.UTC(2026, 0, 1)));
    await seeded('travel-10.example', 'travel', { accessibility: 100, pageSpeed: 40 }, ['image-alt', 'label']);
    await seeded('untagged.example', null, { accessibility: 0 }, ['image-alt']);
    await seeded('shop-1.example', 'ecommerce', { accessibility: 0 }, ['image-alt']);

    const body = (await app.inject({ method: 'GET', url: '/api/benchmarks/travel' })).json();
    expect(body.sites).toBe(10);
    // Scores 10, 20 … 100: type-7 quartiles 32.5 and 77.5, median 55. Page speed has one site only: left out.
    expect(body.categories).toEqual([{ category: 'accessibility', sites: 10, median: 55, p25: 32.5, p75: 77.5, bands: [0, 1, 1, 1, 1, 1, 1, 1, 1, 2] }]);
    // image-alt failed on sites 1–3 and 10 of 10; label on one; color-contrast on none (not listed).
    expect(body.checks.map((check: { id: string; failing: number; sites: number }) => [check.id, check.failing, check.sites])).toEqual([
      ['image-alt', 4, 10],
      ['label', 1, 10],
    ]);
    expect(body.checks[0]).toMatchObject({ title: 'Title of image-alt', share: 0.4 });
    expect(body.checks[0].low).toBeCloseTo(0.168, 3);
    expect(body.checks[0].high).toBeCloseTo(0.687, 3);

    const index = (await app.inject({ method: 'GET', url: '/api/benchmarks' })).json();
    expect(index.industries.find((industry: { slug: string }) => industry.slug === 'travel')).toEqual({ slug: 'travel', name: 'Travel and hospitality', sites: 10 });
    expect(index.industries.find((industry: { slug: string }) => industry.slug === 'ecommerce').sites).toBe(1);
    expect(index.published.map((study: { id: string }) => study.id)).toEqual(['webaim-million-2024', 'web-almanac-2024-performance']);
    expect((await app.inject({ method: 'GET', url: '/api/benchmarks/all' })).json().sites).toBe(11);
    expect((await app.inject({ method: 'GET', url: '/api/benchmarks/gambling' })).statusCode).toBe(400);
  });
});

describe("a report's standing", () => {
  it('the owner tags the industry; the report then shows its percentile among the other sites, to the owner and through a share link', async () => {
    const owner = new Browser(app);
    const started = await owner.request('POST', '/api/proxy/v1/crawl', { startUrls: ['shop.test'], maxPages: 1, maxDepth: 0, analysisTypes: ['USABILITY'], saveScreenshots: false });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const id = started.json().syntheticId as string;
    await completeAnalysis(app.db, id, { report: report([page('https://shop.test/', [])]), scores: { overall: 60, accessibility: 60 }, pagesDone: 1 });

    const untagged = (await owner.request('GET', `/api/analyses/${id}/benchmark`)).json();
    expect(untagged).toEqual({ success: true, industry: null, industryName: null, owner: true, otherSites: 0, minSites: 10, standings: [] });

    expect((await new Browser(app).request('PUT', `/api/analyses/${id}/industry`, { industry: 'travel' })).statusCode).toBe(404);
    expect((await owner.request('PUT', `/api/analyses/${id}/industry`, { industry: 'gambling' })).statusCode).toBe(400);
    const tagged = await owner.request('PUT', `/api/analyses/${id}/industry`, { industry: 'travel' });
    expect(tagged.json()).toEqual({ success: true, industry: 'travel' });

    // Among the ten travel sites of the test above (10 … 100), 60 is above five and ties one: (5 + 0.5) / 10.
    const standing = (await owner.request('GET', `/api/analyses/${id}/benchmark`)).json();
    expect(standing).toEqual({ success: true, industry: 'travel', industryName: 'Travel and hospitality', owner: true, otherSites: 10, minSites: 10, standings: [{ category: 'accessibility', score: 60, sites: 10, percentile: 55, median: 55 }] });

    const token = 'a'.repeat(43);
    await createShareLink(app.db, { analysisId: id, tokenHash: hashToken(token), view: 'standard', expiresAt: null });
    const visitor = new Browser(app);
    expect((await visitor.request('GET', `/api/analyses/${id}/benchmark`)).statusCode).toBe(404);
    const shared = (await visitor.request('GET', `/api/analyses/${id}/benchmark?token=${token}`)).json();
    expect(shared).toMatchObject({ owner: false, industry: 'travel', standings: [{ category: 'accessibility', percentile: 55 }] });

    expect((await owner.request('PUT', `/api/analyses/${id}/industry`, { industry: null })).json()).toEqual({ success: true, industry: null });
  });
});
