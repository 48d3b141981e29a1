import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../reports/types';
import { estimateRemainingMs, fractionOf, stepOf } from './progress';

const base: AnalysisSummary = {
  syntheticId: 'a',
  domain: 'shop.test',
  startUrl: 'http://shop.test/',
  status: 'running',
  stage: 'Analysing pages',
  pagesFound: 4,
  pagesDone: 1,
  maxPages: 5,
  attempts: 1,
  error: null,
  scores: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  notifyRequested: false,
};

describe('analysis progress', () => {
  it('maps status and stage to the five steps', () => {
    expect(stepOf({ ...base, status: 'queued', stage: null })).toBe(0);
    expect(stepOf({ ...base, stage: 'Reading robots.txt and the sitemap' })).toBe(1);
    expect(stepOf(base)).toBe(2);
    expect(stepOf({ ...base, stage: 'Comparing pages' })).toBe(3);
    expect(stepOf({ ...base, status: 'completed', stage: null })).toBe(4);
  });

  it('moves the bar with pages done and never past full', () => {
    expect(fractionOf(base)).toBeCloseTo(0.1 + 0.85 / 4);
    expect(fractionOf({ ...base, pagesDone: 9 })).toBeCloseTo(0.95);
    expect(fractionOf({ ...base, status: 'completed' })).toBe(1);
  });

  it('estimates from the run’s own pace, and not before a page is done', () => {
    const now = new Date(base.startedAt!).getTime() + 20_000;
    expect(estimateRemainingMs(base, now)).toBe(60_000);
    expect(estimateRemainingMs({ ...base, pagesDone: 0 }, now)).toBeNull();
    expect(estimateRemainingMs({ ...base, status: 'queued' }, now)).toBeNull();
  });
});
