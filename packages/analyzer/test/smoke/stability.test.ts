// Identical pages give identical results: the stability fixture's home page (a web font, a fade-in,
// a pulsing button, an auto-rotating carousel, figures counting up, a promotion fetched late, lazy
// images) analysed twice, once served fast and once slowly enough that the carousel has turned and
// the figures have counted up before the load event. Every audit that reads the page must say the
// same both times. npm run bench:stability measures the same over five analyses with random timings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/runner';
import type { Finding, Report } from '../../src/types';
import { startStabilitySite, type SiteDelays, type StabilitySite } from '../fixtures/stability-site/serve';

const FAST: SiteDelays = { page: [0, 0], font: [50, 50], image: [0, 0], promo: [150, 150] };
// The carousel turns 2.5 s after the script runs; images this slow hold the load event past that.
const SLOW: SiteDelays = { page: [0, 0], font: [700, 700], image: [2_700, 2_700], promo: [1_200, 1_200] };
// Timings of our own load, which may differ a little: how far things moved while loading.
const OBSERVED = new Set(['layout-shift-regions']);

/** What a reader of the report sees of each finding. */
function results(report: Report): Record<string, unknown> {
  const byId: Record<string, unknown> = {};
  const findings: Finding[] = [...report.pages.flatMap((page) => page.findings), ...(report.siteFindings ?? [])];
  for (const finding of findings) {
    byId[finding.id] = OBSERVED.has(finding.id)
      ? finding.outcome
      : { outcome: finding.outcome, score: finding.score, displayValue: finding.displayValue, elements: finding.elements.map((element) => element.selector) };
  }
  return byId;
}

describe('the same page analysed twice, at different speeds', () => {
  let site: StabilitySite;
  let fast: Report;
  let slow: Report;

  beforeAll(async () => {
    site = await startStabilitySite(FAST);
    const options = { maxPages: 1, analysisTypes: ['GENERAL', 'USABILITY', 'UI_ANALYSIS'] as const, allowPrivate: true, respectRobots: false, concurrency: 1, devices: ['mobile'] as const };
    fast = await run({ url: `${site.url}/`, ...options });
    site.delays = SLOW;
    slow = await run({ url: `${site.url}/`, ...options });
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  it('gives every audit that reads the page the same result', () => {
    expect(fast.pages[0]?.error).toBeNull();
    expect(slow.pages[0]?.error).toBeNull();
    expect(results(slow)).toEqual(results(fast));
    expect(slow.scores).toEqual(fast.scores);
  });

  it('reads the page once it is complete: the late promotion counted as a shift, no error from the missing icon', () => {
    // What the stilled page shows (first slide, figures counted up) is checked in settle.test.ts.
    const finding = (id: string) => fast.pages[0]!.findings.find((candidate) => candidate.id === id)!;
    expect(finding('layout-shift-regions').outcome).toBe('failed');
    expect(finding('console-errors').outcome).toBe('passed');
  });
});
