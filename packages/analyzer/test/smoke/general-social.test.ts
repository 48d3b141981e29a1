import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATHERERS } from '../../src/config/registry';
import { BrowserManager } from '../../src/driver/browser';
import { loadPage } from '../../src/driver/load-page';
import { RequestGuard } from '../../src/driver/request-guard';
import { toJson } from '../../src/report/json';
import { resolveOptions, run } from '../../src/runner';
import type { Report } from '../../src/types';
import { acceptedBySchema, expectReportContract } from '../helpers/report-contract';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

let server: StaticServer;
let report: Report;
beforeAll(async () => {
  server = await startStaticServer(join(FIXTURES, 'pages'));
  report = await run({ url: `${server.url}/good.html`, allowPrivate: true, analysisTypes: ['GENERAL', 'SOCIAL'], devices: ['mobile', 'desktop'], maxPages: 5, concurrency: 2 });
}, 120_000);
afterAll(() => server.close());

/** id → outcome per page path and device: what the golden sample pins, independent of wording and markup. */
function outcomes(source: Report): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const page of source.pages) {
    const entries: Record<string, string> = {};
    for (const finding of page.findings) entries[`${finding.device} ${finding.id}`] = finding.outcome;
    result[new URL(page.url).pathname] = entries;
  }
  result['(site)'] = Object.fromEntries((source.siteFindings ?? []).map((finding) => [finding.id, finding.outcome]));
  return result;
}

describe('GENERAL and SOCIAL on real pages', () => {
  it('gathers the artifacts the audits read', async () => {
    const browsers = new BrowserManager();
    try {
      const load = await loadPage(await browsers.get(), `${server.url}/good.html`, 'mobile', GATHERERS, resolveOptions({ allowPrivate: true }), new RequestGuard([], true));
      const artifacts = load.artifacts as Record<string, unknown>;
      expect(artifacts.HeadElements).toMatchObject({ title: 'Good page — Sightline fixtures', titleCount: 1, lang: 'en' });
      expect((artifacts.Headings as Array<{ level: number }>).map((heading) => heading.level)).toEqual([1, 2, 3]);
      expect(artifacts.ShareImage).toEqual({ url: `${server.url}/share.svg`, loaded: true, width: 1200, height: 630 });
      expect(artifacts.Favicon).toEqual({ url: `${server.url}/favicon.svg`, declared: true, loaded: true });
      expect(artifacts.LinkStatuses).toEqual(expect.arrayContaining([{ url: `${server.url}/bad.html`, status: 200, error: null }]));
      expect((artifacts.MainDocument as { status: number }).status).toBe(200);
    } finally {
      await browsers.close();
    }
  });

  it('matches the golden sample report (ids and outcomes)', async () => {
    const golden = JSON.parse(await readFile(join(FIXTURES, 'golden', 'general-social.json'), 'utf8')) as unknown;
    expect(outcomes(report)).toEqual(golden);
  });

  it('produces JSON that the published schema accepts and the API sends whole', () => {
    expectReportContract(report);
    // The schema is not vacuous: a finding with an unknown outcome is refused.
    const broken = JSON.parse(toJson(report)) as Report;
    (broken.pages[0]!.findings[0] as { outcome: string }).outcome = 'warning';
    expect(acceptedBySchema(broken)).toBe(false);
  });

  it('scores pages by their findings: the defective page below the good one', () => {
    const good = report.pages.find((page) => page.url.endsWith('/good.html'))!;
    const bad = report.pages.find((page) => page.url.endsWith('/bad.html'))!;
    expect(good.scores.general!).toBeGreaterThan(bad.scores.general!);
    expect(good.scores.social).toBe(100);
    expect(report.scores.usability).toBeNull();
  });

  it("carries each audit's part in the site's scores, from which the category scores follow", () => {
    const audits = Object.values(report.scoring.audits ?? {});
    for (const category of ['general', 'social'] as const) {
      const own = audits.filter((audit) => audit.category === category);
      const mean = own.reduce((sum, audit) => sum + audit.weight * audit.score, 0) / own.reduce((sum, audit) => sum + audit.weight, 0);
      expect(Math.round(mean * 100), category).toBe(report.scores[category]);
    }
    expect(report.scoring.labCurves?.['largest-contentful-paint']?.mobile).toEqual({ p10: 2500, median: 4000 });
  });
});
