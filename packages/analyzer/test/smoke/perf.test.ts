// PAGE_SPEED end to end in Chromium: the heavy fixture shows every seeded defect, its light twin none,
// and the lab metrics come from Lighthouse on the run's own browser.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/runner';
import type { Finding, Report } from '../../src/types';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { perfAssets } from '../fixtures/perf/assets';

const root = fileURLToPath(new URL('../fixtures/perf/', import.meta.url));

function finding(report: Report, id: string): Finding {
  const found = report.pages[0]!.findings.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No ${id} finding`);
  return found;
}

describe('PAGE_SPEED in Chromium', () => {
  let heavyServer: StaticServer;
  let lightServer: StaticServer;
  let heavy: Report;
  let light: Report;

  beforeAll(async () => {
    heavyServer = await startStaticServer(root, [perfAssets({ compressed: false })]);
    lightServer = await startStaticServer(root, [perfAssets({ compressed: true })]);
    // One Lighthouse run each: this file checks what is found, not how much it varies (bench:stability).
    const options = { maxPages: 1, analysisTypes: ['PAGE_SPEED'] as const, allowPrivate: true, respectRobots: false, concurrency: 1, runs: 1 };
    heavy = await run({ url: `${heavyServer.url}/heavy.html`, ...options });
    light = await run({ url: `${lightServer.url}/light.html`, ...options });
  }, 120_000);

  afterAll(async () => {
    await heavyServer?.close();
    await lightServer?.close();
  });

  it('reports Lighthouse lab metrics for the sampled page, with the method', () => {
    const lcp = finding(heavy, 'largest-contentful-paint');
    expect(['passed', 'failed']).toContain(lcp.outcome);
    expect(lcp.details?.method).toMatch(/Lighthouse 12.*simulated throttling.*not field/);
    expect(lcp.details?.value).toBeGreaterThan(0);
    const tbt = finding(heavy, 'total-blocking-time');
    // 200 ms of script after first paint is blocking time (more under Lighthouse's 4× CPU slowdown).
    expect(tbt.details?.value).toBeGreaterThan(0);
    const sample = heavy.siteFindings?.find((candidate) => candidate.id === 'lab-sample');
    expect(sample?.outcome).toBe('passed');
  });

  it('finds every seeded defect on the heavy page', () => {
    const failed = heavy.pages[0]!.findings.filter((candidate) => candidate.outcome === 'failed').map((candidate) => candidate.id);
    expect(failed).toEqual(expect.arrayContaining(['render-blocking-resources', 'image-sizing', 'offscreen-images', 'text-compression', 'cache-headers', 'font-display', 'image-formats']));
    expect(finding(heavy, 'image-sizing').elements.map((element) => element.selector)).toContain('#hero');
    expect(finding(heavy, 'offscreen-images').elements.map((element) => element.selector).sort()).toEqual(['#far1', '#far2']);
    expect(finding(heavy, 'render-blocking-resources').details?.resources).toHaveLength(2);
  });

  it('passes the light twin on the same audits', () => {
    for (const id of ['render-blocking-resources', 'image-sizing', 'cache-headers', 'image-formats']) expect(finding(light, id).outcome, id).toBe('passed');
    expect(finding(light, 'font-display').outcome).toBe('not-applicable');
    expect(finding(light, 'offscreen-images').outcome).toBe('not-applicable');
  });
});
