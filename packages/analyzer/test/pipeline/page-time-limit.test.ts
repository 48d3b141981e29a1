import { describe, expect, it } from 'vitest';
import { pageTimeLimit } from '../../src/pipeline/page-time-limit';
import { resolveOptions } from '../../src/runner';
import { ANALYSIS_TYPES } from '../../src/types';

describe('the default time limit of a page', () => {
  it('covers every analysis of a static page on a loaded 2-core machine, where a fixed 45 s did not', () => {
    // SIGHTLINE_PROFILE on a loaded 2-core machine, 10 static pages with every analysis, two at a
    // time beside Lighthouse: the longest time of each step under the limit (navigation 6 s, axe
    // 19 s, keyboard walk 11 s, link cues 8 s, screenshots 7 s…) summed to 75 s.
    expect(pageTimeLimit(ANALYSIS_TYPES, 2, 2)).toBeGreaterThanOrEqual(100_000);
    expect(resolveOptions({ analysisTypes: ANALYSIS_TYPES, concurrency: 2 }).pageTimeout).toBeGreaterThan(75_000);
  });

  it('grows with what runs and with the pages sharing the cores, and keeps the old 45 s as its least', () => {
    expect(pageTimeLimit(['GENERAL'], 1, 2)).toBe(45_000);
    expect(pageTimeLimit(['GENERAL', 'USABILITY'], 2, 2)).toBeGreaterThan(pageTimeLimit(['GENERAL'], 2, 2));
    expect(pageTimeLimit(ANALYSIS_TYPES, 4, 2)).toBeGreaterThan(pageTimeLimit(ANALYSIS_TYPES, 2, 2));
    // With PAGE_SPEED a Lighthouse run shares the cores with the pages.
    expect(pageTimeLimit(['USABILITY', 'PAGE_SPEED'], 2, 2)).toBeGreaterThan(pageTimeLimit(['USABILITY'], 2, 2) + 5_000);
  });

  it('is the one given when there is one', () => {
    expect(resolveOptions({ pageTimeout: 20_000 }).pageTimeout).toBe(20_000);
  });
});
