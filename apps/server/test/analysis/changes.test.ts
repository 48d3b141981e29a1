import { describe, expect, it } from 'vitest';
import { diffAnalyses } from '../../src/analysis/changes';
import { finding, page, report } from '../helpers/report-fixture';

const finishedAt = new Date('2026-01-01T12:00:00.000Z');

describe('diffAnalyses', () => {
  const before = report(
    [
      page('https://shop.test/', [finding('title', 'failed', { severity: 'serious' }), finding('alt', 'failed'), finding('lang', 'passed')]),
      page('https://shop.test/about', [finding('alt', 'failed', { severity: 'critical' }), finding('viewport', 'failed')]),
    ],
    [finding('robots', 'failed', { category: 'general', severity: 'minor' })],
  );
  const after = report([
    // title fixed everywhere; alt still fails (on another page only); lang newly fails on two pages; viewport fixed.
    page('https://shop.test/', [finding('title', 'passed'), finding('alt', 'passed'), finding('lang', 'failed', { severity: 'minor' })]),
    page('https://shop.test/about', [finding('alt', 'failed'), finding('lang', 'failed', { severity: 'serious' }), finding('viewport', 'needs-review')]),
    page('https://shop.test/new', [finding('contrast', 'failed', { severity: 'critical', category: 'accessibility' })]),
  ]);

  it('lists checks failing now but nowhere before as new, the reverse as fixed, worst first', () => {
    const changes = diffAnalyses({ scores: { overall: 70, general: 80, social: null }, report: after }, { id: 'prev', finishedAt, scores: { overall: 55, general: 80, social: 40 }, report: before });
    expect(changes.newIssues).toEqual([
      { id: 'contrast', title: 'Check contrast', category: 'accessibility', severity: 'critical', pages: 1 },
      { id: 'lang', title: 'Check lang', category: 'general', severity: 'serious', pages: 2 },
    ]);
    expect(changes.fixedIssues).toEqual([
      { id: 'title', title: 'Check title', category: 'general', severity: 'serious', pages: 1 },
      { id: 'viewport', title: 'Check viewport', category: 'general', severity: 'moderate', pages: 1 },
      // A site-wide finding counts as one page.
      { id: 'robots', title: 'Check robots', category: 'general', severity: 'minor', pages: 1 },
    ]);
    expect(changes.previous).toEqual({ syntheticId: 'prev', finishedAt: '2026-01-01T12:00:00.000Z', scores: { overall: 55, general: 80, social: 40 } });
    expect(changes.scoreDeltas).toEqual({ overall: 15, general: 0, social: null });
  });

  it('reports nothing new or fixed between identical reports', () => {
    const changes = diffAnalyses({ scores: { overall: 50 }, report: before }, { id: 'prev', finishedAt, scores: { overall: 50 }, report: before });
    expect(changes).toMatchObject({ newIssues: [], fixedIssues: [], scoreDeltas: { overall: 0 } });
  });

  it('gives a delta only for scores both analyses have', () => {
    const changes = diffAnalyses({ scores: { overall: 50, pageSpeed: 90 }, report: after }, { id: 'prev', finishedAt, scores: { overall: null }, report: before });
    expect(changes.scoreDeltas).toEqual({ overall: null, pageSpeed: null });
  });
});
