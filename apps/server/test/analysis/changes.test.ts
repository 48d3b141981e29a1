import { describe, expect, it } from 'vitest';
import type { Finding } from '@sightline/shared/report';
import { diffAnalyses, measuredNoise, SCORE_NOISE } from '../../src/analysis/changes';
import { finding, page, report } from '../helpers/report-fixture';

const finishedAt = new Date('2026-01-01T12:00:00.000Z');

/** A lab metric finding as the analyzer writes it: Lighthouse's median value in details. */
function lab(id: string, outcome: 'passed' | 'failed', value: number, slowMachine = false): Finding {
  return { ...finding(id, outcome, { category: 'pageSpeed', severity: 'serious' }), details: { value, runs: [value], benchmarkIndex: slowMachine ? 700 : 1500, slowMachine } };
}

describe('diffAnalyses', () => {
  const before = report(
    [
      page('https://shop.test/', [finding('title', 'failed', { severity: 'serious' }), finding('alt', 'failed'), finding('lang', 'passed')]),
      page('https://shop.test/about', [finding('alt', 'failed', { severity: 'critical' }), finding('viewport', 'failed'), finding('lang', 'needs-review')]),
    ],
    [finding('robots', 'failed', { category: 'general', severity: 'minor' })],
  );
  const after = report([
    // title fixed everywhere; alt still fails (on one page only); lang newly fails on / (it passed there)
    // and on /about (it could not tell there); viewport could not tell now; a new page fails contrast.
    page('https://shop.test/', [finding('title', 'passed'), finding('alt', 'passed'), finding('lang', 'failed', { severity: 'minor' })]),
    page('https://shop.test/about', [finding('alt', 'failed'), finding('lang', 'failed', { severity: 'serious' }), finding('viewport', 'needs-review')]),
    page('https://shop.test/new', [finding('contrast', 'failed', { severity: 'critical', category: 'accessibility' })]),
  ], [finding('robots', 'passed', { category: 'general' })]);

  it('calls an issue new only where the check passed before on the same page, and fixed only where it passes now', () => {
    const changes = diffAnalyses({ scores: { overall: 70, general: 80, social: null }, report: after }, { id: 'prev', finishedAt, scores: { overall: 55, general: 80, social: 40 }, report: before });
    // lang passed on / before; on /about it could not tell, so that page does not count. contrast
    // fails on a page analysed for the first time: nothing says it passed before.
    expect(changes.newIssues).toEqual([{ id: 'lang', title: 'Check lang', category: 'general', severity: 'minor', pages: 1 }]);
    // viewport failed before but cannot tell now: not fixed. A site-wide finding counts as one page.
    expect(changes.fixedIssues).toEqual([
      { id: 'title', title: 'Check title', category: 'general', severity: 'serious', pages: 1 },
      { id: 'robots', title: 'Check robots', category: 'general', severity: 'minor', pages: 1 },
    ]);
    expect(changes.previous).toEqual({ syntheticId: 'prev', finishedAt: '2026-01-01T12:00:00.000Z', scores: { overall: 55, general: 80, social: 40 } });
    expect(changes.scoreDeltas).toEqual({ overall: 15, general: 0, social: null });
  });

  it('reports nothing new or fixed between identical reports, whatever the order of pages and findings', () => {
    const shuffled = { ...before, pages: [...before.pages].reverse().map((entry) => ({ ...entry, findings: [...entry.findings].reverse() })) };
    const changes = diffAnalyses({ scores: { overall: 50 }, report: shuffled }, { id: 'prev', finishedAt, scores: { overall: 50 }, report: before });
    expect(changes).toMatchObject({ newIssues: [], fixedIssues: [], scoreDeltas: { overall: 0 } });
  });

  it('does not call a check new that did not run before (another engine version, another analysis type)', () => {
    const earlier = report([page('https://shop.test/', [finding('alt', 'passed')])]);
    const later = report([page('https://shop.test/', [finding('alt', 'passed'), finding('heading-outline', 'failed'), finding('contrast', 'failed')])]);
    const changes = diffAnalyses({ scores: {}, report: later }, { id: 'prev', finishedAt, scores: {}, report: earlier });
    expect(changes.newIssues).toEqual([]);
    expect(changes.fixedIssues).toEqual([]);
  });

  it('matches pages by address without the fragment', () => {
    const earlier = report([page('https://shop.test/#top', [finding('alt', 'passed')])]);
    const later = report([page('https://shop.test/', [finding('alt', 'failed')])]);
    expect(diffAnalyses({ scores: {}, report: later }, { id: 'prev', finishedAt, scores: {}, report: earlier }).newIssues.map((issue) => issue.id)).toEqual(['alt']);
  });

  it('gives a delta only for scores both analyses have', () => {
    const changes = diffAnalyses({ scores: { overall: 50, pageSpeed: 90 }, report: after }, { id: 'prev', finishedAt, scores: { overall: null }, report: before });
    expect(changes.scoreDeltas).toEqual({ overall: null, pageSpeed: null });
    expect(changes.scoreChanges.overall).toEqual({ delta: null, noise: SCORE_NOISE.overall, real: false });
  });

  it('calls a score change real only when it is larger than that score\'s run-to-run noise', () => {
    const band = SCORE_NOISE.pageSpeed!;
    const changes = diffAnalyses(
      { scores: { accessibility: 92, uiAnalysis: 60, pageSpeed: 70 - band, overall: 70 }, report: before },
      { id: 'prev', finishedAt, scores: { accessibility: 90, uiAnalysis: 69, pageSpeed: 70, overall: 70 + band }, report: before },
    );
    expect(changes.scoreChanges).toEqual({
      accessibility: { delta: 2, noise: 2, real: false },
      uiAnalysis: { delta: -9, noise: 2, real: true },
      pageSpeed: { delta: -band, noise: band, real: false },
      overall: { delta: -band, noise: SCORE_NOISE.overall, real: band > SCORE_NOISE.overall! },
    });
  });

  it('does not call a measured figure that crossed its threshold by less than its noise a new or fixed issue', () => {
    const home = 'https://shop.test/';
    const tbtBand = measuredNoise('total-blocking-time', 190, 190)!;
    const lcpBand = measuredNoise('largest-contentful-paint', 2400, 2400)!;
    const lcpNow = 2400 + lcpBand + 1;
    const siBand = measuredNoise('speed-index', 6000, 5999)!;
    const ttfb = (outcome: 'passed' | 'failed', value: number) => ({ ...finding('server-response-time', outcome, { category: 'pageSpeed' }), details: { ttfb: value } });
    const earlier = report([page(home, [lab('total-blocking-time', 'passed', 190), lab('largest-contentful-paint', 'passed', 2400), lab('speed-index', 'failed', 6000), ttfb('passed', 150)])]);
    const later = report([page(home, [lab('total-blocking-time', 'failed', 190 + tbtBand), lab('largest-contentful-paint', 'failed', lcpNow), lab('speed-index', 'passed', 5999), ttfb('failed', 150 + measuredNoise('server-response-time', 150, 150)!)])]);
    const changes = diffAnalyses({ scores: {}, report: later }, { id: 'prev', finishedAt, scores: {}, report: earlier });
    expect(changes.newIssues.map((issue) => issue.id)).toEqual(['largest-contentful-paint']);
    expect(changes.fixedIssues).toEqual([]);
    expect(changes.slowMachine).toBe(false);
    expect(changes.labMetrics).toEqual([
      { id: 'largest-contentful-paint', title: 'Check largest-contentful-paint', page: home, device: 'mobile', before: 2400, now: lcpNow, delta: lcpNow - 2400, noise: lcpBand, real: true },
      { id: 'total-blocking-time', title: 'Check total-blocking-time', page: home, device: 'mobile', before: 190, now: 190 + tbtBand, delta: tbtBand, noise: tbtBand, real: false },
      { id: 'speed-index', title: 'Check speed-index', page: home, device: 'mobile', before: 6000, now: 5999, delta: -1, noise: siBand, real: false },
    ]);
  });

  it('measures noise against the smaller value, so a large improvement is a fix and the same change back is a new issue', () => {
    const home = 'https://shop.test/';
    const slow = report([page(home, [lab('total-blocking-time', 'failed', 2400)])]);
    const fast = report([page(home, [lab('total-blocking-time', 'passed', 30)])]);
    expect(measuredNoise('total-blocking-time', 2400, 30)).toBe(measuredNoise('total-blocking-time', 30, 2400));
    const fixed = diffAnalyses({ scores: {}, report: fast }, { id: 'prev', finishedAt, scores: {}, report: slow });
    expect(fixed.fixedIssues.map((issue) => issue.id)).toEqual(['total-blocking-time']);
    expect(fixed.labMetrics[0]).toMatchObject({ delta: -2370, real: true });
    const regressed = diffAnalyses({ scores: {}, report: slow }, { id: 'prev', finishedAt, scores: {}, report: fast });
    expect(regressed.newIssues.map((issue) => issue.id)).toEqual(['total-blocking-time']);
  });

  it('calls no page-speed change real when either analysis measured on a machine too slow for lab figures', () => {
    const home = 'https://shop.test/';
    const earlier = report([page(home, [lab('largest-contentful-paint', 'passed', 2000)])]);
    const later = report([page(home, [lab('largest-contentful-paint', 'failed', 9000, true)])]);
    const changes = diffAnalyses({ scores: { pageSpeed: 40, accessibility: 80 }, report: later }, { id: 'prev', finishedAt, scores: { pageSpeed: 90, accessibility: 90 }, report: earlier });
    expect(changes.slowMachine).toBe(true);
    expect(changes.newIssues).toEqual([]);
    expect(changes.labMetrics.map((metric) => metric.real)).toEqual([false]);
    expect(changes.scoreChanges.pageSpeed).toEqual({ delta: -50, noise: SCORE_NOISE.pageSpeed, real: false });
    expect(changes.scoreChanges.accessibility).toEqual({ delta: -10, noise: 2, real: true });
  });
});
