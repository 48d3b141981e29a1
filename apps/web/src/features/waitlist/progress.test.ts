import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../reports/types';
import { currentPageStep, estimateRemainingMs, fractionOf, stepOf } from './progress';

const STARTED = '2026-01-01T00:00:00.000Z';
const at = (seconds: number) => new Date(new Date(STARTED).getTime() + seconds * 1000).toISOString();

const base: AnalysisSummary = {
  syntheticId: 'a',
  domain: 'shop.test',
  startUrl: 'http://shop.test/',
  status: 'running',
  stage: 'Analysing pages',
  pagesFound: 1,
  pagesDone: 0,
  pagesInProgress: [],
  devices: ['mobile'],
  progressAt: STARTED,
  maxPages: 1,
  attempts: 1,
  error: null,
  scores: null,
  createdAt: STARTED,
  startedAt: STARTED,
  finishedAt: null,
  notifyRequested: false,
};

const onePage = (stage: string, device = 'mobile', url = 'http://shop.test/') => ({ ...base, pagesInProgress: [{ url, device, stage }] });

describe('analysis progress', () => {
  it('maps status and stage to the five steps', () => {
    expect(stepOf({ ...base, status: 'queued', stage: null })).toBe(0);
    expect(stepOf({ ...base, stage: 'Reading robots.txt and the sitemap' })).toBe(1);
    expect(stepOf(base)).toBe(2);
    expect(stepOf({ ...base, stage: 'Comparing pages' })).toBe(3);
    expect(stepOf({ ...base, status: 'completed', stage: null })).toBe(4);
  });

  it('moves the bar at every step inside a single page, by how long each step usually takes', () => {
    const steps = ['load', 'passive', 'interactive', 'last', 'annotate'].map((stage) => fractionOf(onePage(stage)));
    for (let index = 1; index < steps.length; index++) expect(steps[index]).toBeGreaterThan(steps[index - 1]!);
    // 1 s before the pages, 2 load, 3 passive, 1.5 keyboard, 14 Lighthouse, 1.5 annotate, 0.5 after: 23.5 s in all.
    expect(fractionOf(onePage('load'))).toBeCloseTo(1 / 23.5);
    expect(fractionOf(onePage('interactive'))).toBeCloseTo((1 + 2 + 3) / 23.5);
    expect(fractionOf(onePage('annotate'))).toBeCloseTo((1 + 20.5) / 23.5);
    expect(fractionOf({ ...base, stage: 'Comparing pages', pagesDone: 1 })).toBeCloseTo(23 / 23.5);
    expect(fractionOf({ ...base, status: 'completed' })).toBe(1);
    expect(fractionOf({ ...base, status: 'queued', stage: null })).toBe(0);
  });

  it('counts the second device after the first, and pages beside each other together', () => {
    const twoDevices = { ...base, devices: ['mobile', 'desktop'] };
    expect(fractionOf({ ...twoDevices, pagesInProgress: [{ url: 'http://shop.test/', device: 'desktop', stage: 'load' }] })).toBeCloseTo((1 + 20.5) / (1 + 42.5 + 0.5));

    const twoPages = {
      ...base,
      pagesFound: 3,
      pagesDone: 1,
      pagesInProgress: [
        { url: 'http://shop.test/a', device: 'mobile', stage: 'last' },
        { url: 'http://shop.test/b', device: 'mobile', stage: 'passive' },
      ],
    };
    expect(fractionOf(twoPages)).toBeCloseTo((1 + 22 + 6.5 + 2) / (1 + 66 + 0.5));
    // The page that moved last says what is happening now.
    expect(currentPageStep(twoPages)).toEqual({ url: 'http://shop.test/b', device: 'mobile', stage: 'passive' });
  });

  it('never shows more than the whole bar when the crawl started more pages than it had counted', () => {
    expect(fractionOf({ ...onePage('annotate'), pagesFound: 0, pagesDone: 2 })).toBeLessThanOrEqual(1);
  });

  it('gives no estimate before a step of a page has finished', () => {
    const now = new Date(at(10)).getTime();
    expect(estimateRemainingMs({ ...base, status: 'queued', stage: null }, now)).toBeNull();
    expect(estimateRemainingMs({ ...base, stage: 'Reading robots.txt and the sitemap' }, now)).toBeNull();
    expect(estimateRemainingMs(onePage('load'), now)).toBeNull();
  });

  it('estimates from the run’s own pace once the first step is done, and counts down until the next', () => {
    // Loading was done at 6 s: 3 typical seconds of work in 6 s, so twice as slow as typical; 20.5 left.
    const passive = { ...onePage('passive'), progressAt: at(6) };
    expect(estimateRemainingMs(passive, new Date(at(6)).getTime())).toBeCloseTo(41_000);
    expect(estimateRemainingMs(passive, new Date(at(9)).getTime())).toBeCloseTo(38_000);
    expect(estimateRemainingMs(passive, new Date(at(60)).getTime())).toBe(0);
    // A finished page is a finished step too: 23 typical seconds in 23 s, 22.5 left.
    expect(estimateRemainingMs({ ...base, pagesFound: 2, pagesDone: 1, progressAt: at(23) }, new Date(at(23)).getTime())).toBeCloseTo(22_500);
  });
});
